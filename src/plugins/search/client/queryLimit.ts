/**
 * The search box's limit of MAX_QUERY characters (../shared/queryLimit), said
 * as it is met, in the modal and on /search alike. The box's `maxlength`
 * stops typing and cuts a paste silently; here a paste that would go over is
 * cut after its last whole word instead, and both say so: typing at the limit
 * with one line, a cut paste with another (its length and what was kept).
 */
import {translate} from '@docusaurus/Translate';
import {cutQuery, MAX_QUERY} from 'docs-search-engine';

export type QueryNotice = {kind: 'cut'; length: number; kept: number} | {kind: 'full'} | null;

/** The line a notice shows. */
export function queryNoticeText(notice: Exclude<QueryNotice, null>): string {
  return notice.kind === 'cut'
    ? translate(
        {id: 'theme.SearchPage.queryCut', message: 'Your search was {length} characters long; a search can have at most {max}, so it was cut to its first {kept}, after the last whole word.'},
        {length: notice.length, max: MAX_QUERY, kept: notice.kept},
      )
    : translate({id: 'theme.SearchPage.queryFull', message: 'A search can have at most {max} characters; what you type after that is not added.'}, {max: MAX_QUERY});
}

/** The text in the box once `inserted` replaces its selection. */
function afterInsert(input: HTMLInputElement, inserted: string): string {
  const start = input.selectionStart ?? input.value.length;
  const end = input.selectionEnd ?? start;
  return input.value.slice(0, start) + inserted + input.value.slice(end);
}

/** Sets a box's value as typing would, so the framework that owns it (React, DocSearch) hears of it. */
function setValue(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.setSelectionRange(value.length, value.length);
  input.dispatchEvent(new Event('input', {bubbles: true}));
}

/**
 * Watches the search boxes under `root` that `isBox` accepts (capture phase, so it runs before
 * the box's own handlers) and calls `notify` with what to say; returns the function that stops it.
 */
export function watchQueryLimit(root: Document | HTMLElement, isBox: (target: EventTarget | null) => target is HTMLInputElement, notify: (notice: QueryNotice) => void): () => void {
  let shown: QueryNotice = null;
  // told after the event: a render of the box's owner inside it (before its own input handler) would put its
  // old value back into the box
  const say = (notice: QueryNotice) => {
    shown = notice;
    setTimeout(() => notify(notice));
  };
  const onPaste = (event: Event) => {
    const input = event.target;
    const pasted = (event as ClipboardEvent).clipboardData?.getData('text');
    if (!isBox(input) || pasted === undefined) return;
    const whole = afterInsert(input, pasted);
    if (whole.length <= MAX_QUERY) return;
    event.preventDefault();
    const kept = cutQuery(whole);
    setValue(input, kept);
    say({kind: 'cut', length: whole.length, kept: kept.length});
  };
  const onBeforeInput = (event: Event) => {
    const {inputType, data} = event as InputEvent;
    if (!isBox(event.target) || !inputType.startsWith('insert') || inputType === 'insertFromPaste') return;
    if (afterInsert(event.target, data ?? '').length > MAX_QUERY) say({kind: 'full'});
  };
  const onInput = (event: Event) => {
    if (!isBox(event.target)) return;
    const {value} = event.target;
    if (!value || (shown?.kind === 'full' && value.length < MAX_QUERY)) say(null);
  };
  root.addEventListener('paste', onPaste, true);
  root.addEventListener('beforeinput', onBeforeInput, true);
  root.addEventListener('input', onInput, true);
  return () => {
    root.removeEventListener('paste', onPaste, true);
    root.removeEventListener('beforeinput', onBeforeInput, true);
    root.removeEventListener('input', onInput, true);
  };
}
