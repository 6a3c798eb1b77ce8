export {
  CANARY_CHANNEL,
  canaryShare,
  chooseRemoteVersion,
  chooseVersions,
  type ForcedVersion,
  type VersionChoice,
} from './choose-versions';
export { BUCKET_KEY, visitorBucket } from './visitor-bucket';
export { FORCE_PARAMETER, FORCED_KEY, forcedVersions } from './forced-versions';
export { choiceForThisPage } from './choice-for-this-page';
