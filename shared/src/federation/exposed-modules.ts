/**
 * What a remote's `src/exposes.ts` must satisfy: its pages are components without props (the
 * shell renders them for the routes the remote declares), and the widgets it exposes to other
 * remotes have exactly the props of the widget contract.
 */
import type { ComponentType } from 'react';
import type { WidgetModuleId, WidgetModules } from './remote-modules';

export type ExposedPages = Record<string, ComponentType>;

/** The widgets the contract says `Remote` exposes, keyed by module name. */
export type ExposedWidgets<Remote extends string> = {
  [Id in WidgetModuleId as Id extends `${Remote}/${infer Name}` ? Name : never]: WidgetModules[Id];
};
