/**
 * One form control per argument, chosen by the field's kind
 * (src/lib/tryIt/form.ts): text, whole number, true/false, one of a list,
 * ticks from a list, or the value as JSON when the schema says more than a
 * control can, the value is one no control can show, or the reader chose to
 * edit every argument as JSON (one switch for the form). Each control is
 * labelled by the argument's name and its description, and described by its
 * constraints and its error.
 */
import React, {type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {controlValue, integerInput, type Field} from '@site/src/lib/tryIt/form';
import styles from './styles.module.css';

export interface FieldProps {
  field: Field;
  idPrefix: string;
  value: unknown;
  /** The text of the box, for a whole-number or JSON field (what was typed, which a value cannot always hold). */
  text: string | undefined;
  /** The form shows every argument as JSON (the panel's "Edit the arguments as JSON"). */
  json: boolean;
  error?: string;
  normalised?: string;
  onChange(value: unknown, text?: string): void;
}

const joinSentences = (parts: (string | false | undefined)[]) => parts.filter(Boolean).join(' ');

/** The constraints a reader needs before typing, from the schema. */
function constraints(field: Field): string {
  const s = field.schema;
  const range = (min?: number, max?: number) =>
    min !== undefined && max !== undefined
      ? translate({id: 'site.tryIt.range.between', message: '{min} to {max}'}, {min, max})
      : min !== undefined
        ? translate({id: 'site.tryIt.range.atLeast', message: 'at least {min}'}, {min})
        : max !== undefined
          ? translate({id: 'site.tryIt.range.atMost', message: 'at most {max}'}, {max})
          : '';
  switch (field.kind) {
    case 'string':
      return joinSentences([
        (s.minLength !== undefined || s.maxLength !== undefined) &&
          translate({id: 'site.tryIt.hint.length', message: '{range} characters.'}, {range: range(s.minLength, s.maxLength)}),
        s.pattern && translate({id: 'site.tryIt.hint.pattern', message: 'Pattern {pattern}.'}, {pattern: s.pattern}),
        field.companyNumber && translate({id: 'site.tryIt.hint.normalised', message: 'Normalised by the server before use.'}),
      ]);
    case 'integer': {
      const r = range(s.minimum, s.maximum);
      return r
        ? translate({id: 'site.tryIt.hint.integerRange', message: 'A whole number, {range}.'}, {range: r})
        : translate({id: 'site.tryIt.hint.integer', message: 'A whole number.'});
    }
    case 'enumArray':
      return joinSentences([
        translate({id: 'site.tryIt.hint.tickNone', message: 'Tick none to leave it out.'}),
        s.minItems !== undefined && translate({id: 'site.tryIt.hint.minItems', message: 'At least {count}.'}, {count: s.minItems}),
        s.maxItems !== undefined && translate({id: 'site.tryIt.hint.maxItems', message: 'At most {count}.'}, {count: s.maxItems}),
        s.uniqueItems && translate({id: 'site.tryIt.hint.unique', message: 'Each at most once.'}),
      ]);
    case 'json':
      return translate({id: 'site.tryIt.hint.json', message: 'A JSON value; leave empty to leave it out.'});
    default:
      return '';
  }
}

/** A list's empty choice: nothing is sent, so the server uses its default (short, so it fits a phone's box before the arrow). */
const defaultText = (field: Field) =>
  field.schema.default === undefined
    ? translate({id: 'site.tryIt.notSent', message: 'not sent'})
    : translate({id: 'site.tryIt.notSentDefault', message: 'not sent: default {value}'}, {value: String(field.schema.default)});

export function FieldControl({field, idPrefix, value, text, json, error, normalised, onChange}: FieldProps): ReactNode {
  const id = `${idPrefix}-${field.name}`;
  const hint = constraints(field);
  const describedBy = [hint && `${id}-hint`, normalised && `${id}-normal`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const control = controlValue(field, value);
  const asJson = json || field.kind === 'json' || (value !== undefined && control === undefined);
  const common = {id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined, 'aria-required': field.required || undefined};
  const label = (
    <>
      <code>{field.name}</code>
      {field.required && <span className={styles.required}> {translate({id: 'site.tryIt.required', message: 'required'})}</span>}
      <span className={styles.description}> {field.schema.description}</span>
    </>
  );

  let input: ReactNode;
  if (asJson) {
    input = (
      <textarea
        {...common}
        className={styles.input}
        rows={2}
        spellCheck={false}
        value={text ?? (value === undefined ? '' : JSON.stringify(value))}
        placeholder={field.schema.default === undefined ? undefined : JSON.stringify(field.schema.default)}
        onChange={(e) => {
          const raw = e.target.value;
          if (raw.trim() === '') return onChange(undefined, raw);
          try {
            onChange(JSON.parse(raw), raw);
          } catch {
            onChange(undefined, raw);
          }
        }}
      />
    );
  } else if (field.kind === 'string') {
    input = <input {...common} type="text" className={styles.input} spellCheck={false} autoComplete="off" value={(control as string) ?? ''} onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)} />;
  } else if (field.kind === 'integer') {
    input = (
      <input
        {...common}
        type="text"
        inputMode="numeric"
        className={styles.input}
        autoComplete="off"
        placeholder={field.schema.default === undefined ? undefined : String(field.schema.default)}
        value={text ?? (control as string) ?? ''}
        onChange={(e) => onChange(integerInput(e.target.value), e.target.value)}
      />
    );
  } else if (field.kind === 'boolean') {
    // ticked or not as the server will read it; nothing is sent while that is what it assumes anyway
    const assumed = (field.schema.default as boolean | undefined) ?? false;
    input = (
      <span className={styles.switch}>
        <input {...common} type="checkbox" checked={(control as boolean | undefined) ?? assumed} onChange={(e) => onChange(e.target.checked === assumed ? undefined : e.target.checked)} />
        <span className={styles.switchState}>{value === undefined ? defaultText(field) : `sent: ${String(value)}`}</span>
      </span>
    );
  } else if (field.kind === 'enum') {
    const options = field.schema.enum as string[];
    input = (
      <select
        {...common}
        className={styles.input}
        value={control === undefined ? '' : JSON.stringify(control)}
        onChange={(e) => onChange(e.target.value === '' ? undefined : JSON.parse(e.target.value))}>
        <option value="">{`(${defaultText(field)})`}</option>
        {options.map((o) => (
          <option key={String(o)} value={JSON.stringify(o)}>
            {String(o)}
          </option>
        ))}
      </select>
    );
  } else {
    const chosen = (control as string[] | undefined) ?? [];
    const values = field.schema.items!.enum as string[];
    input = (
      <div className={styles.checks}>
        {values.map((v) => (
          <label key={v} className={styles.check}>
            <input
              type="checkbox"
              checked={chosen.includes(v)}
              onChange={(e) => {
                const next = e.target.checked ? values.filter((x) => x === v || chosen.includes(x)) : chosen.filter((x) => x !== v);
                onChange(next.length ? next : undefined);
              }}
            />{' '}
            <code>{v}</code>
          </label>
        ))}
      </div>
    );
  }

  const isGroup = !asJson && field.kind === 'enumArray';
  const Wrapper = isGroup ? 'fieldset' : 'div';
  return (
    <Wrapper className={styles.field} data-field={field.name} aria-describedby={isGroup ? describedBy : undefined} aria-invalid={isGroup && error ? true : undefined}>
      {isGroup ? <legend className={styles.label}>{label}</legend> : <label className={styles.label} htmlFor={id}>{label}</label>}
      {input}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {normalised && (
        <p id={`${id}-normal`} className={styles.normal}>
          <Translate id="site.tryIt.normalised" values={{value: <code>{normalised}</code>}}>
            {'The server reads this as {value}.'}
          </Translate>
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </Wrapper>
  );
}
