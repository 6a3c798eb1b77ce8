/** GET /settings and GET /health, shaped like GoTrue's. */
import { json } from '../http.ts';
import type { Route } from '../route-types.ts';

export const settings: Route = async (_request, route) =>
  json({
    external: {
      anonymous_users: false,
      apple: false,
      azure: false,
      bitbucket: false,
      discord: false,
      facebook: false,
      figma: false,
      github: route.config.localOAuthProviders,
      gitlab: false,
      google: route.config.localOAuthProviders,
      keycloak: false,
      linkedin: false,
      linkedin_oidc: false,
      notion: false,
      slack: false,
      slack_oidc: false,
      spotify: false,
      twitch: false,
      twitter: false,
      workos: false,
      zoom: false,
      email: true,
      phone: false,
    },
    disable_signup: false,
    mailer_autoconfirm: !route.config.enableConfirmations,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  });

export const health: Route = async () =>
  json({ version: 'marquee-local', name: 'GoTrue', description: 'GoTrue is a user registration and authentication API' });
