import type { VersionChoice } from './choose-versions';
import { forcedVersions } from './forced-versions';
import { visitorBucket } from './visitor-bucket';

function storageOf(name: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window[name];
  } catch {
    return undefined;
  }
}

/** The visitor's bucket and this page's forced versions, read from the browser. */
export function choiceForThisPage(): VersionChoice {
  return {
    bucket: visitorBucket(storageOf('localStorage')),
    forced: forcedVersions(typeof location === 'undefined' ? '' : location.search, storageOf('sessionStorage')),
  };
}
