/** GET /authorize?provider=...: starts an OAuth flow at the local provider page. */
import { badRequest } from '../errors.ts';
import { redirect } from '../http.ts';
import { createFlowState, parsePkceParams } from '../pkce.ts';
import { isProvider } from '../providers.ts';
import { requestedRedirect } from '../redirect.ts';
import type { Route } from '../route-types.ts';

export const authorize: Route = async (request, route) => {
  const query = route.url.searchParams;
  const provider = query.get('provider') ?? '';
  if (!route.config.localOAuthProviders || !isProvider(provider))
    throw badRequest('validation_failed', 'Unsupported provider: provider is not enabled');
  const pkce = parsePkceParams(query.get('code_challenge') ?? '', query.get('code_challenge_method') ?? '');
  const redirectTo = requestedRedirect(request, route.config);
  // Every flow gets a row, so the state handed to the provider page is an opaque, unguessable id.
  const flow = await createFlowState(route.db, { providerType: provider, authenticationMethod: 'oauth', pkce, redirectTo });
  const page = new URL(`${route.config.publicUrl}/auth/v1/provider/${provider}`);
  page.searchParams.set('state', flow.id);
  return redirect(page.toString(), 302);
};
