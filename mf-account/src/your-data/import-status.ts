/**
 * What the profile's first screen needs to know of an import before this feature's code loads:
 * whether a reload cut one short (the profile then opens on Settings, where it is finished).
 */
export { hasInterruptedImport } from './import/stored-import-record';
