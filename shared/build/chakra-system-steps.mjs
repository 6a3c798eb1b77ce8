/**
 * Chakra's `createSystem` (`dist/esm/styled-system/system.js`) does all its work in one call:
 * merging the configuration (a deep copy of every recipe), building the token dictionary, the
 * utilities and the token map. On a cold page that is 20–30 ms of main thread at full speed, one
 * task of 80–120 ms on a phone with a 4× slower CPU, in every page's start.
 *
 * The build makes the same work available in steps: `createSystem.steps(...configs)` is a
 * generator that pauses between the phases (after the merge, after the token dictionary, after
 * the utilities) and returns the system, so the page can create it across several short tasks
 * before its first render (`prepareSystem` in shared/src/ui/system.ts). `createSystem` itself runs
 * the same steps without pausing: its callers see no difference. The token dictionary's own
 * phases are steps too (`createTokenDictionary.steps`, below).
 */
import path from 'node:path';
import { chakraThemeDir } from './chakra-recipes.mjs';
import { rewriteModuleRule } from './rewrite-module-rule.mjs';

const SYSTEM_START = 'function createSystem(...configs) {\n  const config = mergeConfigs(...configs);\n';
const SYSTEM_TOKENS = '  const tokens = createTokenDictionary({';
const SYSTEM_UTILITY = '  const utility = createUtility({';
const SYSTEM_TOKEN_MAP = '  const tokenMap = getTokenMap(tokens);';
const SYSTEM_EXPORT = 'export { createSystem, isValidSystem };';

/** Runs a generator of steps to its end, without pausing; its return value. */
const RUN_STEPS = (name, steps) => `function ${name}(...args) {
  const steps = ${steps}(...args);
  let step = steps.next();
  while (!step.done) step = steps.next();
  return step.value;
}
${name}.steps = ${steps};`;

function expectOnce(source, text, file) {
  if (source.split(text).length !== 2)
    throw new Error(`Chakra's styled-system/${file} changed shape: update shared/build/chakra-system-steps.mjs`);
}

/** The installed Chakra's system module. */
export function chakraSystemFile() {
  return path.join(chakraThemeDir(), '..', 'styled-system', 'system.js');
}

/** The installed Chakra's token dictionary module. */
export function chakraTokenDictionaryFile() {
  return path.join(chakraThemeDir(), '..', 'styled-system', 'token-dictionary.js');
}

/**
 * Chakra's system module with `createSystem.steps`: the same body as a generator that pauses after
 * the merge, inside the token dictionary (`tokenDictionaryInStepsSource` gives it its steps),
 * after the utilities and before the token map. Fails when the installed module no longer has the shape this relies on.
 * @param {string} source
 */
export function systemInStepsSource(source) {
  for (const text of [SYSTEM_START, SYSTEM_TOKENS, SYSTEM_UTILITY, SYSTEM_TOKEN_MAP, SYSTEM_EXPORT]) expectOnce(source, text, 'system.js');
  return source
    .replace(SYSTEM_START, 'function* createSystemSteps(...configs) {\n  const config = mergeConfigs(...configs);\n  yield;\n')
    .replace(SYSTEM_TOKENS, '  const tokens = yield* createTokenDictionary.steps({')
    .replace(SYSTEM_UTILITY, `  yield;\n${SYSTEM_UTILITY}`)
    .replace(SYSTEM_TOKEN_MAP, `  yield;\n${SYSTEM_TOKEN_MAP}`)
    .replace(SYSTEM_EXPORT, `${RUN_STEPS('createSystem', 'createSystemSteps')}\n${SYSTEM_EXPORT}`);
}

const DICTIONARY_START = 'function createTokenDictionary(options) {';
const DICTIONARY_BUILD = `  function build() {
    applyMiddlewares("pre");
    applyTransforms("pre");
    addConditionalTokens();
    addReferences();
    expandTokenReferences$1();
    applyMiddlewares("post");
    applyTransforms("post");
    setupViews();
  }
  registerTokens();
  registerTransform(...tokenTransforms);
  registerMiddleware(...tokenMiddlewares);
  build();
  return dictionary;
}`;
const DICTIONARY_EXPORT = 'export { createTokenDictionary, tokenCategories };';

/**
 * Chakra's token dictionary module with `createTokenDictionary.steps`: the same work as a
 * generator that pauses between the phases of `build()` (registering the tokens; the first
 * middlewares and transforms with the conditional tokens; the references; the last middlewares
 * and transforms; the views). Fails when the installed module no longer has this shape.
 * @param {string} source
 */
export function tokenDictionaryInStepsSource(source) {
  for (const text of [DICTIONARY_START, DICTIONARY_BUILD, DICTIONARY_EXPORT]) expectOnce(source, text, 'token-dictionary.js');
  return source
    .replace(DICTIONARY_START, () => 'function* createTokenDictionarySteps(options) {')
    .replace(
      DICTIONARY_BUILD,
      () => `  registerTokens();
  registerTransform(...tokenTransforms);
  registerMiddleware(...tokenMiddlewares);
  yield;
  applyMiddlewares("pre");
  applyTransforms("pre");
  addConditionalTokens();
  yield;
  addReferences();
  expandTokenReferences$1();
  yield;
  applyMiddlewares("post");
  applyTransforms("post");
  yield;
  setupViews();
  return dictionary;
}`,
    )
    .replace(DICTIONARY_EXPORT, () => `${RUN_STEPS('createTokenDictionary', 'createTokenDictionarySteps')}\n${DICTIONARY_EXPORT}`);
}

/** The module rule that gives Chakra's `createSystem` its steps. */
export function chakraSystemStepsRule() {
  return rewriteModuleRule(
    /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/,
    import.meta.url,
    'systemInStepsSource',
  );
}

/** The module rule that gives Chakra's `createTokenDictionary` its steps (the system's steps use them). */
export function chakraTokenDictionaryStepsRule() {
  return rewriteModuleRule(
    /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]token-dictionary\.js$/,
    import.meta.url,
    'tokenDictionaryInStepsSource',
  );
}
