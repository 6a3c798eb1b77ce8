import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { readRecoveryTokens, useAuth } from '@marquee/shared/auth';

export type RecoveryLinkStatus = 'checking' | 'valid' | 'invalid';

type Decision = 'pending' | 'adopt-tokens' | 'valid' | 'invalid';

/**
 * Whether this visit to the update-password page came through a usable recovery link. The
 * link signs the visitor in: supabase-js usually takes the `#access_token=…&type=recovery`
 * hash itself at start-up (a session is then present); tokens in the query, as the route
 * table describes them, are adopted here. Decided once, when auth has loaded: the sign-out
 * that follows a successful update must not turn the page "invalid".
 */
export function useRecoveryLink(): RecoveryLinkStatus {
  const { loading, session, setRecoverySession } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [decision, setDecision] = useState<Decision>('pending');
  const tokens = readRecoveryTokens(location.search, location.hash);

  if (decision === 'pending' && !loading) {
    if (tokens && session?.access_token !== tokens.accessToken) setDecision('adopt-tokens');
    else setDecision(session ? 'valid' : 'invalid');
  }

  useEffect(() => {
    if (decision !== 'adopt-tokens' || !tokens) return;
    let current = true;
    setRecoverySession(tokens).then(
      () => {
        if (!current) return;
        setDecision('valid');
        // The tokens have done their job; they should not linger in the address bar or history.
        void navigate({ pathname: location.pathname }, { replace: true });
      },
      () => current && setDecision('invalid'),
    );
    return () => {
      current = false;
    };
    // The tokens are read from the URL once; re-running on every render would re-send them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [decision]);

  if (decision === 'valid' || decision === 'invalid') return decision;
  return 'checking';
}
