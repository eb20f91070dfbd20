/** docs-search-engine/node: what only Node can do, reading the index a build wrote. */
export {readBuiltIndex} from './builtIndex';
