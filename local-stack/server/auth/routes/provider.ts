/**
 * GET/POST /provider/<name>: the local stand-in for the provider's consent screen, and its
 * callback, which signs the user in and returns to `redirect_to` the way GoTrue's callback does.
 */
import { randomBytes } from 'node:crypto';
import { normalizeEmail } from '../email.ts';
import { AuthError } from '../errors.ts';
import { html, readParams, redirect, stringParam } from '../http.ts';
import { signInExternal } from '../oauth-account.ts';
import { completeFlow, deleteFlowState, findFlowState, type FlowStateRow } from '../pkce.ts';
import { renderProviderError, renderProviderPage } from '../provider-page.ts';
import { isProvider, type ProviderName } from '../providers.ts';
import { sessionFragment, withFragment, withQuery } from '../redirect.ts';
import type { Route, RouteContext } from '../route-types.ts';
import { issueSession } from '../sessions.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function providerOf(route: RouteContext): ProviderName | null {
  const name = route.url.pathname.split('/').pop() ?? '';
  return route.config.localOAuthProviders && isProvider(name) ? name : null;
}

async function openFlow(route: RouteContext, provider: ProviderName, state: string): Promise<FlowStateRow | null> {
  if (!UUID.test(state)) return null;
  const flow = await findFlowState(route.db, state);
  if (!flow || flow.expired || flow.provider_type !== provider || flow.auth_code_issued_at !== null) return null;
  return flow;
}

const FLOW_GONE = 'This sign-in attempt has expired or was already used. Go back to the app and start again.';

export const providerPage: Route = async (_request, route) => {
  const provider = providerOf(route);
  const state = route.url.searchParams.get('state') ?? '';
  if (!provider) return html(renderProviderError('Unsupported provider.'), 404);
  if (!(await openFlow(route, provider, state))) return html(renderProviderError(FLOW_GONE), 400);
  return html(renderProviderPage({ provider, state, action: route.url.pathname }));
};

export const providerCallback: Route = async (request, route) => {
  const provider = providerOf(route);
  if (!provider) return html(renderProviderError('Unsupported provider.'), 404);
  const params = await readParams(request);
  const state = stringParam(params, 'state');
  const flow = await openFlow(route, provider, state);
  if (!flow) return html(renderProviderError(FLOW_GONE), 400);
  const redirectTo = flow.redirect_to ?? route.config.siteUrl;
  const pkce = flow.code_challenge !== null;

  if (stringParam(params, 'decision') === 'cancel') {
    await deleteFlowState(route.db, flow.id);
    const error = { error: 'access_denied', error_code: 'access_denied', error_description: 'The user denied the sign-in request' };
    return redirect(pkce ? withQuery(redirectTo, error) : withFragment(redirectTo, error), 302);
  }

  const name = stringParam(params, 'name').trim();
  let email: string;
  try {
    email = normalizeEmail(stringParam(params, 'email'));
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    const page = renderProviderPage({
      provider,
      state,
      action: route.url.pathname,
      email: stringParam(params, 'email'),
      name,
      error: error.message,
    });
    return html(page, 400);
  }

  // What a real provider would hand GoTrue; the app may read it as `provider_token`.
  const providerToken = `${provider}_local_${randomBytes(20).toString('hex')}`;
  const location = await route.db.transaction(async (tx) => {
    const userId = await signInExternal(tx, provider, email, name);
    if (pkce) {
      await completeFlow(tx, flow.id, userId, providerToken);
      return withQuery(redirectTo, { code: flow.auth_code });
    }
    await deleteFlowState(tx, flow.id);
    const session = await issueSession(tx, route.config, userId, 'oauth');
    return withFragment(redirectTo, sessionFragment(session, { provider_token: providerToken }));
  });
  return redirect(location, 302);
};
