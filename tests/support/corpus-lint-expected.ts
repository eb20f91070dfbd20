/**
 * What reference:lint gives on each server of the corpus (tests/unit/reference-corpus.spec.ts,
 * from the reads it makes already): the server's score, its worst tool (none when every item
 * scores 100) and the number of findings of each rule, every finding reviewed by hand once
 * (packages/mcp-surface-gate/src/lint/README.md has the table and the findings judged wrong, each fixed in its
 * rule); and, for each release pair, the tools the gate's docs-quality hook reports as described
 * worse. A change here is a new judgement: review it. The reads over Streamable HTTP are left out:
 * each is a release also read over stdio here.
 */
export const EXPECTED_LINT: Record<string, {score: number; worst: string | null; findings: Record<string, number>}> = {
  "brave-search 2.0.62": {score: 96, worst: "tool brave_web_search 96", findings: {'annotations-incomplete': 6}},
  "brave-search 2.1.4": {score: 96, worst: "tool brave_web_search 96", findings: {'annotations-incomplete': 8}},
  "chart 0.9.10": {score: 92, worst: "tool generate_boxplot_chart 85", findings: {'siblings-alike': 2}},
  "chrome-devtools 0.2.6": {score: 80, worst: "tool new_page 71", findings: {'title-missing': 26, 'annotations-incomplete': 15, 'output-schema-missing': 5, 'description-short': 2, 'parameter-form': 2, 'siblings-alike': 2}},
  "chrome-devtools 1.11.0": {score: 84, worst: "tool drag 79", findings: {'title-missing': 32, 'annotations-incomplete': 24, 'output-schema-missing': 7, 'parameter-form': 2}},
  "context7 1.0.33": {score: 85, worst: "tool resolve-library-id 85", findings: {'annotations-missing': 2}},
  "context7 4.1.1": {score: 100, worst: null, findings: {}},
  "everything 2026.1.26": {score: 82, worst: "tool get-env 77", findings: {'annotations-missing': 13, 'output-schema-missing': 2, 'title-missing': 2, 'description-short': 1, 'parameter-undescribed': 1}},
  "everything 2026.8.31": {score: 88, worst: "prompt simple-prompt 80", findings: {'output-schema-missing': 2, 'parameter-undescribed': 2, 'title-missing': 2, 'description-short': 1}},
  "exa 3.4.1": {score: 95, worst: "tool web_search_exa 95", findings: {'title-missing': 3}},
  "figma-developer-mcp 0.1.16, HTTP+SSE": {score: 74, worst: "tool get_figma_data 72", findings: {'annotations-missing': 2, 'title-missing': 2, 'output-schema-missing': 1}},
  "filesystem 2025.11.25": {score: 82, worst: "tool search_files 76", findings: {'parameter-undescribed': 18, 'siblings-alike': 2}},
  "filesystem 2026.8.31": {score: 82, worst: "tool search_files 76", findings: {'parameter-undescribed': 18, 'siblings-alike': 2}},
  "firecrawl 1.12.0": {score: 75, worst: "tool firecrawl_crawl 72", findings: {'annotations-missing': 8, 'title-missing': 8, 'parameter-form': 1, 'parameter-undescribed': 1}},
  "firecrawl 3.26.0": {score: 74, worst: "tool firecrawl_scrape 68", findings: {'parameter-undescribed': 146}},
  "github 2025.4.8": {score: 36, worst: "tool search_code 20", findings: {'parameter-undescribed': 51, 'annotations-missing': 26, 'title-missing': 26, 'description-short': 15, 'output-schema-missing': 13, 'siblings-alike': 2}},
  "kubernetes 2.9.6": {score: 66, worst: "tool port_forward 48", findings: {'title-missing': 23, 'annotations-missing': 10, 'parameter-undescribed': 6, 'description-short': 3, 'output-schema-missing': 1}},
  "memory 2025.4.25": {score: 60, worst: "tool delete_observations 52", findings: {'annotations-missing': 9, 'title-missing': 9, 'parameter-undescribed': 4, 'description-short': 3, 'output-schema-missing': 1}},
  "memory 2026.8.31": {score: 81, worst: "tool delete_observations 72", findings: {'parameter-undescribed': 4, 'description-short': 3}},
  "notion 2.5.2": {score: 50, worst: "tool API-query-data-source 34", findings: {'parameter-undescribed': 31, 'description-short': 20, 'parameter-form': 15, 'output-schema-missing': 12}},
  "playwright 0.0.83": {score: 87, worst: "tool browser_close 80", findings: {'description-short': 8, 'output-schema-missing': 1}},
  "puppeteer 2025.5.12": {score: 64, worst: "tool puppeteer_navigate 60", findings: {'annotations-missing': 7, 'title-missing': 7, 'description-short': 4}},
  "sequential-thinking 0.6.2": {score: 70, worst: "tool sequentialthinking 70", findings: {'annotations-missing': 1, 'description-long': 1, 'title-missing': 1}},
  "sequential-thinking 2026.8.31, after two lines of shell output": {score: 90, worst: "tool sequentialthinking 90", findings: {'description-long': 1}},
  "slack 2025.4.25": {score: 53, worst: "tool slack_get_channel_history 46", findings: {'annotations-missing': 8, 'title-missing': 8, 'parameter-form': 7, 'output-schema-missing': 5, 'description-short': 4}},
  "tavily 0.2.22": {score: 75, worst: "tool tavily_search 72", findings: {'annotations-missing': 5, 'title-missing': 5, 'output-schema-missing': 1}},
  "desktop-commander 0.2.3": {score: 50, worst: "tool read_file 38", findings: {'parameter-undescribed': 37, 'annotations-missing': 18, 'title-missing': 18, 'output-schema-missing': 6, 'description-long': 3}},
  "desktop-commander 0.2.19": {score: 57, worst: "tool start_search 38", findings: {'parameter-undescribed': 55, 'description-long': 8, 'output-schema-missing': 8, 'annotations-missing': 5, 'title-missing': 5}},
  "next-devtools 0.2.6": {score: 81, worst: "tool nextjs_runtime 75", findings: {'annotations-missing': 5, 'description-long': 1}},
  "next-devtools 0.4.0": {score: 65, worst: "tool nextjs_index 62", findings: {'parameter-undescribed': 5, 'annotations-missing': 4, 'title-missing': 4, 'description-long': 1}},
  "notion 2.0.0": {score: 31, worst: "tool API-query-data-source 14", findings: {'annotations-missing': 21, 'title-missing': 21, 'description-short': 19, 'parameter-undescribed': 17, 'parameter-form': 14, 'output-schema-missing': 11}},
  "notion 2.4.1": {score: 50, worst: "tool API-query-data-source 34", findings: {'parameter-undescribed': 31, 'description-short': 20, 'parameter-form': 15, 'output-schema-missing': 12}},
  "perplexity 0.9.0": {score: 100, worst: null, findings: {}},
  "perplexity 1.2.1": {score: 100, worst: null, findings: {}},
  "sentry 0.20.0": {score: 88, worst: "tool find_organizations 87", findings: {'title-missing': 14, 'output-schema-missing': 9, 'parameter-form': 1}},
  "sentry 0.23.1": {score: 89, worst: "tool find_organizations 87", findings: {'title-missing': 19, 'output-schema-missing': 9, 'parameter-form': 1}},
  "sentry 0.39.0": {score: 90, worst: "tool search_events 87", findings: {'title-missing': 9, 'output-schema-missing': 2}},
};

export const EXPECTED_QUALITY: Record<string, string[]> = {
  "memory 2025.4.25 → memory 2026.8.31": [],
  "filesystem 2025.11.25 → filesystem 2026.8.31": [],
  "brave-search 2.0.62 → brave-search 2.1.4": ["tool brave_llm_context", "tool brave_place_search"],
  "firecrawl 1.12.0 → firecrawl 3.26.0": ["tool firecrawl_scrape", "tool firecrawl_map", "tool firecrawl_search", "tool firecrawl_find_tools", "tool firecrawl_search_feedback", "tool firecrawl_feedback", "tool firecrawl_crawl", "tool firecrawl_extract", "tool firecrawl_agent", "tool firecrawl_agent_status", "tool firecrawl_interact", "tool firecrawl_interact_stop", "tool firecrawl_parse", "tool firecrawl_monitor_create", "tool firecrawl_monitor_list", "tool firecrawl_monitor_get", "tool firecrawl_monitor_update", "tool firecrawl_monitor_delete", "tool firecrawl_monitor_run", "tool firecrawl_monitor_checks", "tool firecrawl_monitor_check", "tool firecrawl_research_related_papers", "tool firecrawl_research_read_paper", "tool firecrawl_research_search_github"],
  "chrome-devtools 0.2.6 → chrome-devtools 1.11.0": ["tool emulate", "tool get_console_message", "tool get_css_styles", "tool get_network_request", "tool lighthouse_audit", "tool performance_start_trace", "tool performance_stop_trace", "tool press_key", "tool screencast_start", "tool screencast_stop", "tool take_heapsnapshot", "tool take_snapshot", "tool type_text"],
  "everything 2026.1.26 → everything 2026.8.31": ["prompt args-prompt"],
  "sequential-thinking 0.6.2 → sequential-thinking 2026.8.31, after two lines of shell output": [],
  "context7 1.0.33 → context7 4.1.1": [],
  "notion 2.0.0 → notion 2.4.1": ["tool API-patch-page", "tool API-retrieve-a-database", "tool API-update-page-markdown"],
  "sentry 0.20.0 → sentry 0.23.1": ["tool update_issue", "tool create_team", "tool create_project", "tool update_project", "tool create_dsn", "tool analyze_issue_with_seer"],
  "sentry 0.23.1 → sentry 0.39.0": ["tool get_sentry_resource", "tool search_sentry_tools", "tool execute_sentry_tool"],
  "perplexity 0.9.0 → perplexity 1.2.1": [],
  "desktop-commander 0.2.3 → desktop-commander 0.2.19": ["tool start_search", "tool get_more_search_results", "tool stop_search", "tool list_searches", "tool start_process", "tool read_process_output", "tool interact_with_process", "tool get_usage_stats", "tool get_recent_tool_calls", "tool give_feedback_to_desktop_commander", "tool get_prompts"],
  "next-devtools 0.2.6 → next-devtools 0.4.0": ["tool browser_eval", "tool nextjs_docs", "tool nextjs_index", "tool nextjs_call"],
};
