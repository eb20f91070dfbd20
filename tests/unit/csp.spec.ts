import {test, expect} from '@playwright/test';
import {cspInclude, inlineScriptHashes, searchConnectSources} from '@site/src/plugins/csp';
import {readSearchConfig} from '@site/src/plugins/search/server/config';
import {parseHtml} from '@site/src/plugins/toolbox/builtPages';

test.describe('CSP plugin', () => {
  test('hashes the inline scripts a browser runs, byte for byte, and skips external and data scripts', () => {
    const html =
      '<html><head><script>alert(1)</script><script src="/a.js"></script>' +
      '<script type="application/ld+json">{"a":1}</script></head>' +
      '<body><script type="module">window.x = 1</script></body></html>';
    // expected values from `printf '%s' … | openssl dgst -sha256 -binary | base64`
    expect(inlineScriptHashes(parseHtml(html))).toEqual([
      "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='",
      "'sha256-TRQHTtKk2Jz9TNrGZb+BnTJZb+vLVfeW/a0aaZ7avUM='",
    ]);
  });

  test('connect-src: nothing for the local index; the service read hosts, or ALGOLIA_HOSTS, for the hosted one', () => {
    expect(searchConnectSources({mode: 'local', indexName: 'x'})).toEqual([]);
    const hosted = {mode: 'algolia' as const, indexName: 'docs', appId: 'ABC123', apiKey: 'k', hosts: []};
    expect(searchConnectSources(hosted)).toEqual([
      'https://abc123-dsn.algolia.net',
      'https://abc123-1.algolianet.com',
      'https://abc123-2.algolianet.com',
      'https://abc123-3.algolianet.com',
    ]);
    const proxied = readSearchConfig({
      ALGOLIA_APP_ID: 'ABC123',
      ALGOLIA_SEARCH_API_KEY: 'k',
      ALGOLIA_INDEX_NAME: 'docs',
      ALGOLIA_HOSTS: ' http://127.0.0.1:5718/ , https://search.example.com/proxy',
    });
    expect(searchConnectSources(proxied)).toEqual([
      'http://127.0.0.1:5718',
      'https://search.example.com',
    ]);
  });

  test('the nginx include sets the two variables and refuses values that would break out of the string', () => {
    const conf = cspInclude(["'sha256-a='", "'sha256-b='"], ['https://x.example']);
    expect(conf).toContain(`set $companylens_csp_script_hashes "'sha256-a=' 'sha256-b='";`);
    expect(conf).toContain('set $companylens_csp_connect "https://x.example";');
    expect(() => cspInclude([], ['https://x.example/"; add_header X 1; #'])).toThrow(/unexpected character/);
  });
});
