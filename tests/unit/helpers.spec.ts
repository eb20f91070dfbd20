import {test, expect} from '@playwright/test';
import {constraintText, schemaRows} from '@site/src/lib/data/schemaRows';
import {filterSicCodes} from '@site/src/lib/data/sicFilter';
import {formatDateGb} from '@site/src/lib/text/formatDate';
import {getTool} from '@site/src/data/mcp';
import sic from '@site/src/data/sic-codes.json';

test.describe('schema rows', () => {
  test('flattens nested objects and arrays with their requirements', () => {
    const rows = schemaRows(getTool('get_company_details').outputSchema!);
    const byPath = Object.fromEntries(rows.map((r) => [r.path, r]));
    expect(byPath['company_number']).toMatchObject({required: true, depth: 0, type: 'string'});
    expect(byPath['registered_office_address.postal_code']).toMatchObject({depth: 1, required: false});
    expect(byPath['sic_codes']).toMatchObject({type: 'object[]'});
    expect(byPath['sic_codes[].code'].constraints).toContainEqual({words: 'matches', values: ['^[0-9]{4,5}$']});
    expect(byPath['officers.items[].date_of_birth.month']).toMatchObject({depth: 3, required: true});
  });
  test('describes defaults, ranges and enums in words, each value apart (as JSON) to be written as code', () => {
    const rows = schemaRows(getTool('search_companies').inputSchema);
    const perPage = rows.find((r) => r.path === 'items_per_page')!;
    expect(perPage.constraints).toEqual([{words: 'default', values: ['20']}, {words: '1 to 100'}]);
    expect(perPage.constraints.map((c) => constraintText(c, (v) => `<${v}>`))).toEqual(['default <20>', '1 to 100']);
    const ratios = schemaRows(getTool('calculate_financial_ratios').inputSchema).find((r) => r.path === 'ratios')!;
    expect(ratios.type).toBe('string[]');
    expect(ratios.constraints.find((c) => c.words === 'one of')?.values).toContain('"current_ratio"');
  });
  test('nullable and anyOf types read as unions', () => {
    const rows = schemaRows(getTool('quick_financial_summary').outputSchema!);
    expect(rows.find((r) => r.path === 'current.turnover')!.type).toBe('number | null');
    expect(rows.find((r) => r.path === 'prior')!.type).toBe('object | null');
  });
});

test.describe('SIC data and filter', () => {
  test('the condensed list has 731 unique five-digit codes in sections A to U', () => {
    const codes = sic.codes;
    expect(codes).toHaveLength(731);
    expect(new Set(codes.map((c) => c.code)).size).toBe(731);
    expect(codes.every((c) => /^\d{5}$/.test(c.code) && c.description.trim().length > 0)).toBe(true);
    expect([...codes.map((c) => c.code)]).toEqual([...codes.map((c) => c.code)].sort());
    expect(Object.keys(sic.sections)).toEqual('ABCDEFGHIJKLMNOPQRSTU'.split(''));
    for (const c of codes) {
      const [from, to] = sic.sections[c.section as keyof typeof sic.sections].divisions;
      const division = Number(c.code.slice(0, 2));
      expect(division >= from && division <= to, c.code).toBe(true);
    }
    const count = (s: string) => codes.filter((c) => c.section === s).length;
    expect([count('C'), count('G'), count('N'), count('T'), count('U')]).toEqual([259, 103, 44, 4, 2]);
    const byCode = Object.fromEntries(codes.map((c) => [c.code, c.description]));
    expect(byCode['62020']).toBe('Information technology consultancy activities');
    expect(byCode['99999']).toBe('Dormant Company');
    expect(byCode['01110']).toMatch(/^Growing of cereals/);
    expect(sic.licence).toMatch(/^© Crown copyright\. /);
  });
  test('filter matches code prefixes, all words, and the section', () => {
    const codes = sic.codes;
    expect(filterSicCodes(codes, '620').map((c) => c.code)).toEqual(['62011', '62012', '62020', '62030', '62090']);
    expect(filterSicCodes(codes, 'software development').map((c) => c.code)).toContain('62012');
    expect(filterSicCodes(codes, 'coffee', 'G').every((c) => c.section === 'G')).toBe(true);
    expect(filterSicCodes(codes, 'zzzz-no-such-thing')).toEqual([]);
    expect(filterSicCodes(codes, '  ')).toHaveLength(731);
    expect(filterSicCodes(codes, '<script>alert(1)</script>')).toEqual([]);
  });
});

test('formatDateGb writes a date as Intl does in en-GB, the site\'s language ("24 November 2026")', () => {
  const intl = new Intl.DateTimeFormat('en-GB', {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'});
  // every month, first and last days, and times either side of midnight UTC
  for (let month = 0; month < 12; month++) {
    for (const [day, hour] of [[1, 0], [28, 23], [15, 12]]) {
      const date = new Date(Date.UTC(2026, month, day, hour, 59));
      expect(formatDateGb(date)).toBe(intl.format(date));
    }
  }
  expect(formatDateGb(new Date('2026-11-22T23:30:00-05:00'))).toBe('23 November 2026');
});
