/**
 * What each release pair of the corpus must give (tests/unit/reference-corpus.spec.ts):
 * the number of changes of each class, and every BREAKING line as reviewed by hand
 * once (src/reference/README.md, "What the published servers show", says why each
 * is a change that breaks a caller). A new line here is a new judgement: review it.
 */
export const EXPECTED_PAIRS: Record<string, {counts: {breaking: number; additive: number; docs: number}; breaking: string[]}> = {
  "memory 2025.4.25 → memory 2026.8.31": {
    counts: {breaking: 0, additive: 37, docs: 9},
    breaking: [],
  },
  "filesystem 2025.11.25 → filesystem 2026.8.31": {
    counts: {breaking: 2, additive: 16, docs: 1},
    breaking: [
      "tool read_media_file: field content[]: variant type \"resource\" added (results may now hold it): none → {type, resource{uri, mimeType?, blob}}",
      "tool move_file: destructiveHint false → true",
    ],
  },
  "brave-search 2.0.62 → brave-search 2.1.4": {
    counts: {breaking: 5, additive: 16, docs: 10},
    breaking: [
      "tool brave_web_search: parameter freshness (variant \"pd\" | \"pw\" | \"pm\" | \"py\"): enum value \"YYYY-MM-DDtoYYYY-MM-DD\" removed: [\"pd\",\"pw\",\"pm\",\"py\",\"YYYY-MM-DDtoYYYY-MM-DD\"] → [\"pd\",\"pw\",\"pm\",\"py\"]",
      "tool brave_local_search: parameter freshness (variant \"pd\" | \"pw\" | \"pm\" | \"py\"): enum value \"YYYY-MM-DDtoYYYY-MM-DD\" removed: [\"pd\",\"pw\",\"pm\",\"py\",\"YYYY-MM-DDtoYYYY-MM-DD\"] → [\"pd\",\"pw\",\"pm\",\"py\"]",
      "tool brave_video_search: parameter freshness (variant string matching ^\\d{4}-\\d{2}-\\d{2}to\\d{4}-\\d{2}-\\d{2}$): pattern none → ^\\d{4}-\\d{2}-\\d{2}to\\d{4}-\\d{2}-\\d{2}$",
      "tool brave_news_search: parameter freshness: default \"pd\" → none",
      "tool brave_news_search: parameter freshness (variant string matching ^\\d{4}-\\d{2}-\\d{2}to\\d{4}-\\d{2}-\\d{2}$): pattern none → ^\\d{4}-\\d{2}-\\d{2}to\\d{4}-\\d{2}-\\d{2}$",
    ],
  },
  "firecrawl 1.12.0 → firecrawl 3.26.0": {
    counts: {breaking: 35, additive: 116, docs: 69},
    breaking: [
      "tool firecrawl_scrape: input schema: additionalProperties any (left out) → false (no other properties)",
      "tool firecrawl_scrape: parameter extract removed: {schema?, systemPrompt?, prompt?} → none",
      "tool firecrawl_scrape: parameter url: format none → uri",
      "tool firecrawl_scrape: parameter formats: default [\"markdown\"] → none",
      "tool firecrawl_scrape: parameter formats[]: enum values \"screenshot@fullPage\", \"extract\" removed: [\"markdown\",\"html\",\"rawHtml\",\"screenshot\",\"links\",\"screenshot@fullPag… → [\"markdown\",\"html\",\"rawHtml\",\"screenshot\",\"links\",\"summary\",\"changeTr…",
      "tool firecrawl_scrape: parameter location: additionalProperties any (left out) → false (no other properties)",
      "tool firecrawl_scrape: parameter timeout: type number → integer",
      "tool firecrawl_scrape: parameter timeout: exclusiveMinimum none → 0 (narrowed)",
      "tool firecrawl_map: input schema: additionalProperties any (left out) → false (no other properties)",
      "tool firecrawl_map: parameter ignoreSitemap removed: boolean → none",
      "tool firecrawl_map: parameter sitemapOnly removed: boolean → none",
      "tool firecrawl_map: parameter url: format none → uri",
      "tool firecrawl_crawl: input schema: additionalProperties any (left out) → false (no other properties)",
      "tool firecrawl_crawl: parameter maxDepth removed: number → none",
      "tool firecrawl_crawl: parameter ignoreSitemap removed: boolean → none",
      "tool firecrawl_crawl: parameter allowBackwardLinks removed: boolean → none",
      "tool firecrawl_crawl: parameter webhook: variant {url, headers?} removed (no longer accepted): {url, headers?} → none",
      "tool firecrawl_crawl: parameter scrapeOptions: additionalProperties any (left out) → false (no other properties)",
      "tool firecrawl_crawl: parameter scrapeOptions.formats[]: enum values \"screenshot@fullPage\", \"extract\" removed: [\"markdown\",\"html\",\"rawHtml\",\"screenshot\",\"links\",\"screenshot@fullPag… → [\"markdown\",\"html\",\"rawHtml\",\"screenshot\",\"links\",\"summary\",\"changeTr…",
      "tool firecrawl_check_crawl_status: input schema: additionalProperties any (left out) → false (no other properties)",
      "tool firecrawl_search: input schema: additionalProperties any (left out) → false (no other properties)",
      "tool firecrawl_search: parameter lang removed: string → none",
      "tool firecrawl_search: parameter country removed: string → none",
      "tool firecrawl_search: parameter query: minLength none → 1 (narrowed)",
      "tool firecrawl_search: parameter limit: type number → integer",
      "tool firecrawl_search: parameter limit: minimum none → 1 (narrowed)",
      "tool firecrawl_search: parameter limit: maximum none → 100 (narrowed)",
      "tool firecrawl_search: parameter location: type object → string",
      "tool firecrawl_search: parameter scrapeOptions: additionalProperties any (left out) → false (no other properties)",
      "tool firecrawl_extract: input schema: additionalProperties any (left out) → false (no other properties)",
      "tool firecrawl_extract: parameter systemPrompt removed: string → none",
      "tool firecrawl_extract: parameter schema: additionalProperties any (left out) → false (no other properties)",
      "tool firecrawl_deep_research: tool firecrawl_deep_research removed",
      "tool firecrawl_generate_llmstxt: tool firecrawl_generate_llmstxt removed",
      "tool *: bound ±9007199254740991 (Number.MAX_SAFE_INTEGER, which Zod 4 writes on every integer) added to 1 integer parameter of 1 tool: firecrawl_scrape timeout (narrowed only past 2^53 − 1)",
    ],
  },
  "chrome-devtools 0.2.6 → chrome-devtools 1.11.0": {
    counts: {breaking: 42, additive: 57, docs: 51},
    breaking: [
      "tool list_console_messages: required parameter pageId added: none → number",
      "tool emulate_cpu: tool emulate_cpu removed",
      "tool emulate_network: tool emulate_network removed",
      "tool click: required parameter pageId added: none → number",
      "tool drag: required parameter pageId added: none → number",
      "tool fill: required parameter pageId added: none → number",
      "tool fill_form: required parameter pageId added: none → number",
      "tool hover: required parameter pageId added: none → number",
      "tool upload_file: parameter filePath removed: string → none",
      "tool upload_file: required parameter pageId added: none → number",
      "tool upload_file: required parameter filePaths added: none → array of string",
      "tool get_network_request: readOnlyHint true → false",
      "tool get_network_request: parameter url removed: string → none",
      "tool get_network_request: required parameter pageId added: none → number",
      "tool list_network_requests: required parameter pageId added: none → number",
      "tool close_page: parameter pageIdx removed: number → none",
      "tool close_page: required parameter pageId added: none → number",
      "tool handle_dialog: required parameter pageId added: none → number",
      "tool navigate_page: required parameter pageId added: none → number",
      "tool navigate_page_history: tool navigate_page_history removed",
      "tool resize_page: required parameter pageId added: none → number",
      "tool resize_page: parameter width: type number → integer",
      "tool resize_page: parameter width: exclusiveMinimum none → 0 (narrowed)",
      "tool resize_page: parameter height: type number → integer",
      "tool resize_page: parameter height: exclusiveMinimum none → 0 (narrowed)",
      "tool select_page: parameter pageIdx removed: number → none",
      "tool select_page: required parameter pageId added: none → number",
      "tool performance_analyze_insight: required parameter pageId added: none → number",
      "tool performance_analyze_insight: required parameter insightSetId added: none → string",
      "tool performance_start_trace: readOnlyHint true → false",
      "tool performance_start_trace: required parameter pageId added: none → number",
      "tool performance_stop_trace: readOnlyHint true → false",
      "tool performance_stop_trace: required parameter pageId added: none → number",
      "tool take_screenshot: readOnlyHint true → false",
      "tool take_screenshot: required parameter pageId added: none → number",
      "tool evaluate_script: required parameter pageId added: none → number",
      "tool evaluate_script: parameter args[]: type object → string",
      "tool take_snapshot: readOnlyHint true → false",
      "tool take_snapshot: required parameter pageId added: none → number",
      "tool wait_for: required parameter pageId added: none → number",
      "tool wait_for: parameter text: type string → array",
      "tool *: bound ±9007199254740991 (Number.MAX_SAFE_INTEGER, which Zod 4 writes on every integer) added to 2 integer parameters of 1 tool: resize_page width, resize_page height (narrowed only past 2^53 − 1)",
    ],
  },
  "everything 2026.1.26 → everything 2026.8.31": {
    counts: {breaking: 0, additive: 53, docs: 1},
    breaking: [],
  },
  "sequential-thinking 0.6.2 → sequential-thinking 2026.8.31, after two lines of shell output": {
    counts: {breaking: 1, additive: 10, docs: 5},
    breaking: [
      "tool *: bound ±9007199254740991 (Number.MAX_SAFE_INTEGER, which Zod 4 writes on every integer) added to 4 integer parameters of 1 tool: sequentialthinking thoughtNumber, sequentialthinking totalThoughts, s… (narrowed only past 2^53 − 1)",
    ],
  },
  "context7 1.0.33 → context7 4.1.1": {
    counts: {breaking: 3, additive: 8, docs: 7},
    breaking: [
      "server Context7: capability tools.listChanged true → false",
      "tool resolve-library-id: required parameter query added: none → string",
      "tool get-library-docs: tool get-library-docs removed",
    ],
  },
  // issue 53: six pairs chosen before the comparison was changed; the lines marked false are as the
  // comparison read them then, each reviewed by hand against both schemas
  "notion 2.0.0 → notion 2.4.1": {
    counts: {breaking: 29, additive: 44, docs: 31},
    breaking: [
      "tool API-get-user: parameter Notion-Version removed: string → none",
      "tool API-get-users: parameter Notion-Version removed: string → none",
      "tool API-get-self: parameter Notion-Version removed: string → none",
      "tool API-post-search: parameter Notion-Version removed: string → none",
      "tool API-get-block-children: parameter Notion-Version removed: string → none",
      "tool API-patch-block-children: parameter Notion-Version removed: string → none",
      "tool API-retrieve-a-block: parameter Notion-Version removed: string → none",
      "tool API-update-a-block: parameter Notion-Version removed: string → none",
      "tool API-delete-a-block: parameter Notion-Version removed: string → none",
      "tool API-retrieve-a-page: parameter Notion-Version removed: string → none",
      "tool API-patch-page: parameter Notion-Version removed: string → none",
      "tool API-patch-page: parameter properties.title (variant object) removed: array of {text, type?} → none", // false: the new anyOf has a branch, an object that takes any property, that accepts every old value
      "tool API-patch-page: parameter properties.type (variant object) removed: \"title\" → none", // false: the new anyOf has a branch, an object that takes any property, that accepts every old value
      "tool API-post-page: parameter Notion-Version removed: string → none",
      "tool API-post-page: parameter parent.type (variant {type?, database_id}): enum none → [\"database_id\"]",
      "tool API-post-page: parameter parent.type (variant {type}): enum none → [\"workspace\"]",
      "tool API-post-page: parameter properties.title (variant object) removed: array of {text} → none", // false: the new anyOf has a branch, an object that takes any property, that accepts every old value
      "tool API-post-page: parameter properties.type (variant object) removed: \"title\" → none", // false: the new anyOf has a branch, an object that takes any property, that accepts every old value
      "tool API-retrieve-a-page-property: parameter Notion-Version removed: string → none",
      "tool API-retrieve-a-comment: parameter Notion-Version removed: string → none",
      "tool API-query-data-source: parameter Notion-Version removed: string → none",
      "tool API-retrieve-a-data-source: parameter Notion-Version removed: string → none",
      "tool API-update-a-data-source: parameter Notion-Version removed: string → none",
      "tool API-create-a-data-source: parameter Notion-Version removed: string → none",
      "tool API-list-data-source-templates: parameter Notion-Version removed: string → none",
      "tool API-move-page: parameter Notion-Version removed: string → none",
      "tool API-move-page: parameter parent.type (variant {type, page_id}): enum none → [\"page_id\"]",
      "tool API-move-page: parameter parent.type (variant {type, database_id}): enum none → [\"database_id\"]",
      "tool API-move-page: parameter parent.type (variant {type}): enum none → [\"workspace\"]",
    ],
  },
  "sentry 0.20.0 → sentry 0.23.1": {
    counts: {breaking: 19, additive: 24, docs: 6},
    breaking: [
      "tool find_organizations: parameter query: default none → null", // false: an optional parameter left out still means no value
      "tool find_teams: parameter regionUrl: default none → null", // false: an optional parameter left out still means no value
      "tool find_teams: parameter query: default none → null", // false: an optional parameter left out still means no value
      "tool find_projects: parameter regionUrl: default none → null", // false: an optional parameter left out still means no value
      "tool find_projects: parameter query: default none → null", // false: an optional parameter left out still means no value
      "tool find_releases: parameter regionUrl: default none → null", // false: an optional parameter left out still means no value
      "tool find_releases: parameter projectSlug: default none → null", // false: an optional parameter left out still means no value
      "tool find_releases: parameter query: default none → null", // false: an optional parameter left out still means no value
      "tool get_issue_details: parameter regionUrl: default none → null", // false: an optional parameter left out still means no value
      "tool get_trace_details: parameter regionUrl: default none → null", // false: an optional parameter left out still means no value
      "tool get_event_attachment: parameter attachmentId: default none → null", // false: an optional parameter left out still means no value
      "tool get_event_attachment: parameter regionUrl: default none → null", // false: an optional parameter left out still means no value
      "tool search_events: parameter projectSlug: default none → null", // false: an optional parameter left out still means no value
      "tool search_events: parameter regionUrl: default none → null", // false: an optional parameter left out still means no value
      "tool find_dsns: parameter regionUrl: default none → null", // false: an optional parameter left out still means no value
      "tool search_docs: parameter guide: default none → null", // false: an optional parameter left out still means no value
      "tool search_issues: parameter projectSlugOrId: default none → null", // false: an optional parameter left out still means no value
      "tool search_issues: parameter regionUrl: default none → null", // false: an optional parameter left out still means no value
      "tool use_sentry: tool use_sentry removed",
    ],
  },
  "sentry 0.23.1 → sentry 0.39.0": {
    counts: {breaking: 16, additive: 33, docs: 19},
    breaking: [
      "tool whoami: tool whoami removed",
      "tool find_teams: tool find_teams removed",
      "tool find_releases: tool find_releases removed",
      "tool get_issue_details: tool get_issue_details removed",
      "tool get_trace_details: tool get_trace_details removed",
      "tool get_event_attachment: tool get_event_attachment removed",
      "tool update_issue: idempotentHint true → false",
      "tool search_events: parameter naturalLanguageQuery removed: string → none",
      "tool create_team: tool create_team removed",
      "tool create_project: tool create_project removed",
      "tool update_project: tool update_project removed",
      "tool create_dsn: tool create_dsn removed",
      "tool find_dsns: tool find_dsns removed",
      "tool search_docs: tool search_docs removed",
      "tool get_doc: tool get_doc removed",
      "tool search_issues: parameter naturalLanguageQuery removed: string → none",
    ],
  },
  "perplexity 0.9.0 → perplexity 1.2.1": {
    counts: {breaking: 3, additive: 3, docs: 8},
    breaking: [
      "tool perplexity_research: parameter strip_thinking removed: boolean → none",
      "tool perplexity_research: parameter reasoning_effort removed: \"minimal\" | \"low\" | \"medium\" | \"high\" → none",
      "tool perplexity_reason: parameter strip_thinking removed: boolean → none",
    ],
  },
  "desktop-commander 0.2.3 → desktop-commander 0.2.19": {
    counts: {breaking: 6, additive: 26, docs: 24},
    breaking: [
      "tool set_config_value: parameter value: optional → required",
      "tool set_config_value: parameter value (variant string): type any → string",
      "tool search_files: tool search_files removed",
      "tool search_code: tool search_code removed",
      "tool execute_command: tool execute_command removed",
      "tool read_output: tool read_output removed",
    ],
  },
  "next-devtools 0.2.6 → next-devtools 0.4.0": {
    counts: {breaking: 48, additive: 8, docs: 9},
    breaking: [
      "server next-devtools-mcp: capability tools.listChanged true → false (left out)",
      "server next-devtools-mcp: capability prompts removed: {\"listChanged\":true} → none",
      "server next-devtools-mcp: capability completions removed: {} → none",
      "server next-devtools-mcp: capability resources removed: {\"listChanged\":true,\"subscribe\":false} → none",
      "tool browser_eval: parameter action removed: \"start\" | \"navigate\" | \"click\" | \"type\" | \"fill_form\" | \"evaluate\" | \"screenshot\" | \"console_messages\" | \"close\" | \"drag\" | \"upload_file\" | \"list_tools\" → none",
      "tool browser_eval: parameter browser removed: \"chrome\" | \"firefox\" | \"webkit\" | \"msedge\" → none",
      "tool browser_eval: parameter headless removed: any → none",
      "tool browser_eval: parameter url removed: string → none",
      "tool browser_eval: parameter element removed: string → none",
      "tool browser_eval: parameter ref removed: string → none",
      "tool browser_eval: parameter doubleClick removed: any → none",
      "tool browser_eval: parameter button removed: \"left\" | \"right\" | \"middle\" → none",
      "tool browser_eval: parameter modifiers removed: array of string → none",
      "tool browser_eval: parameter text removed: string → none",
      "tool browser_eval: parameter fields removed: array of {selector, value} → none",
      "tool browser_eval: parameter script removed: string → none",
      "tool browser_eval: parameter fullPage removed: any → none",
      "tool browser_eval: parameter errorsOnly removed: any → none",
      "tool browser_eval: parameter startElement removed: string → none",
      "tool browser_eval: parameter startRef removed: string → none",
      "tool browser_eval: parameter endElement removed: string → none",
      "tool browser_eval: parameter endRef removed: string → none",
      "tool browser_eval: parameter files removed: array of string → none",
      "tool enable_cache_components: tool enable_cache_components removed",
      "tool nextjs_docs: parameter action removed: \"search\" | \"get\" → none",
      "tool nextjs_docs: parameter query removed: string → none",
      "tool nextjs_docs: parameter path removed: string → none",
      "tool nextjs_docs: parameter anchor removed: string → none",
      "tool nextjs_docs: parameter routerType removed: \"all\" | \"app\" | \"pages\" → none",
      "tool nextjs_runtime: tool nextjs_runtime removed",
      "tool upgrade_nextjs_16: tool upgrade_nextjs_16 removed",
      "prompt enable-cache-components: prompt enable-cache-components removed",
      "prompt upgrade-nextjs-16: prompt upgrade-nextjs-16 removed",
      "resource cache-components-advanced-patterns: resource cache-components-advanced-patterns removed",
      "resource cache-components-build-behavior: resource cache-components-build-behavior removed",
      "resource cache-components-cache-invalidation: resource cache-components-cache-invalidation removed",
      "resource cache-components-core-mechanics: resource cache-components-core-mechanics removed",
      "resource cache-components-error-patterns: resource cache-components-error-patterns removed",
      "resource cache-components-overview: resource cache-components-overview removed",
      "resource cache-components-private-caches: resource cache-components-private-caches removed",
      "resource cache-components-public-caches: resource cache-components-public-caches removed",
      "resource cache-components-reference: resource cache-components-reference removed",
      "resource cache-components-request-apis: resource cache-components-request-apis removed",
      "resource cache-components-runtime-prefetching: resource cache-components-runtime-prefetching removed",
      "resource cache-components-test-patterns: resource cache-components-test-patterns removed",
      "resource nextjs-fundamentals-use-client: resource nextjs-fundamentals-use-client removed",
      "resource nextjs16-migration-beta-to-stable: resource nextjs16-migration-beta-to-stable removed",
      "resource nextjs16-migration-examples: resource nextjs16-migration-examples removed",
    ],
  },
};
