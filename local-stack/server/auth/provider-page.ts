/** The HTML page that stands in for the google/github consent screen. */
import { PROVIDERS, type ProviderName } from './providers.ts';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface ProviderPageModel {
  provider: ProviderName;
  state: string;
  action: string;
  email?: string;
  name?: string;
  error?: string;
}

export function renderProviderPage(model: ProviderPageModel): string {
  const info = PROVIDERS[model.provider];
  const label = escapeHtml(info.label);
  const error = model.error ? `<p class="error" role="alert">${escapeHtml(model.error)}</p>` : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in with ${label} (local)</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f3f4f6; margin: 0; display: grid; place-items: center; min-height: 100vh; }
  main { background: #fff; padding: 2rem; border-radius: 12px; box-shadow: 0 4px 24px rgba(0,0,0,.08); width: min(92vw, 380px); }
  h1 { font-size: 1.3rem; margin: 0 0 .25rem; }
  p.note { color: #6b7280; font-size: .9rem; margin: 0 0 1.25rem; }
  label { display: block; font-size: .9rem; margin: .75rem 0 .25rem; }
  input { width: 100%; box-sizing: border-box; padding: .6rem; border: 1px solid #d1d5db; border-radius: 8px; font-size: 1rem; }
  button { width: 100%; margin-top: 1.25rem; padding: .7rem; border: 0; border-radius: 8px; font-size: 1rem; cursor: pointer; }
  button.primary { background: ${info.color}; color: #fff; }
  button.secondary { background: transparent; color: #374151; margin-top: .5rem; }
  .error { color: #b91c1c; font-size: .9rem; }
</style>
</head>
<body>
<main>
  <h1>Sign in with ${label}</h1>
  <p class="note">Local stand-in for ${label}: no account is contacted. Enter the e-mail address to sign in as.</p>
  ${error}
  <form method="post" action="${escapeHtml(model.action)}">
    <input type="hidden" name="state" value="${escapeHtml(model.state)}">
    <label for="email">E-mail</label>
    <input id="email" name="email" type="email" required autocomplete="email" value="${escapeHtml(model.email ?? '')}">
    <label for="name">Display name</label>
    <input id="name" name="name" type="text" autocomplete="name" value="${escapeHtml(model.name ?? '')}">
    <button class="primary" type="submit" name="decision" value="allow">Continue as ${label} user</button>
    <button class="secondary" type="submit" name="decision" value="cancel" formnovalidate>Cancel</button>
  </form>
</main>
</body>
</html>`;
}

export function renderProviderError(message: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign-in error</title></head>
<body style="font-family: system-ui, sans-serif; padding: 2rem"><h1>Sign-in error</h1><p>${escapeHtml(message)}</p></body></html>`;
}
