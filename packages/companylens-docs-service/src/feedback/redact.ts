/**
 * Email addresses and phone numbers taken out of a reader's text (a comment,
 * an agent's topic, a search query) before it is stored, and again before the
 * report prints it, so that one sent before this existed is not shown either.
 * The privacy policy and the comment box say so. Ordinary numbers stay: a
 * company number (04567123, SC123456), a date, an amount or a ratio.
 */
import {findPhoneNumbersInText} from 'libphonenumber-js';
import type {NewFeedback, NewSearchEvent} from '../store';

export const EMAIL_REMOVED = '[email removed]';
export const PHONE_REMOVED = '[phone removed]';

/**
 * An address as people write one: a local part (dots, plus tags and the other
 * characters mail allows), @, and a host of two or more labels. Letters of any
 * script, for internationalised addresses.
 */
const EMAIL = /[\p{L}\p{N}.!#$%&'*+/=?^_`{|}~-]+@[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?(?:\.[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?)+/gu;

/** Fewest digits of a number written nationally (after its leading 0): every UK number but a few short services, and more than a company number's. */
const NATIONAL_DIGITS_MIN = 9;

/**
 * Spans that are phone numbers: what libphonenumber-js finds as a possible
 * number (UK by default), written as people write one, standing on its own,
 * with an international prefix (+44 20…, 0044 20…) or, in the national form,
 * a leading 0 and at least NATIONAL_DIGITS_MIN digits after it (020 7946 0958,
 * 07700 900123). That leaves out amounts (no leading 0), company numbers (8
 * characters) and numbers inside identifiers (R0000123).
 */
function phoneSpans(text: string): {start: number; end: number}[] {
  // extended: every possible number, not only those in ranges already allocated (Ofcom's drama ones included)
  return findPhoneNumbersInText(text, {defaultCountry: 'GB', extended: true})
    .filter(({startsAt, endsAt, number}) => {
      // inside a word (R0000123) it is an identifier, not a number someone dials
      if (/[\p{L}\p{N}]/u.test(text.charAt(startsAt - 1))) return false;
      const written = text.slice(startsAt, endsAt).replace(/^\(/, '');
      if (/^(\+|00[1-9])/.test(written)) return true;
      return written.startsWith('0') && number.nationalNumber.length >= NATIONAL_DIGITS_MIN;
    })
    .map(({startsAt, endsAt}) => ({start: startsAt, end: endsAt}));
}

/** The text with every email address and phone number replaced by EMAIL_REMOVED or PHONE_REMOVED. */
export function redactContact(text: string): string {
  const withoutEmail = text.replace(EMAIL, EMAIL_REMOVED);
  let out = '';
  let at = 0;
  for (const {start, end} of phoneSpans(withoutEmail)) {
    out += `${withoutEmail.slice(at, start)}${PHONE_REMOVED}`;
    at = end;
  }
  return out + withoutEmail.slice(at);
}

const redacted = (text: string | null) => (text === null ? null : redactContact(text));

/** A feedback row as it is stored: its comment and topic without contact details. */
export const redactFeedback = (row: NewFeedback): NewFeedback => ({...row, comment: redacted(row.comment), topic: redacted(row.topic)});

/** A search event as it is stored: its query without contact details. */
export const redactSearchEvent = (row: NewSearchEvent): NewSearchEvent => ({...row, query: redactContact(row.query)});
