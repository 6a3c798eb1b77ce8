import { useState } from 'react';
import { useAuth } from '@marquee/shared/auth';

export interface UsernameAvailability {
  /** Whether the name is free; true when the backend could not say (the sign-up itself still checks). */
  isFree(username: string): Promise<boolean>;
  /** Remembers a name the sign-up was refused for, so the form says so at once next time. */
  markTaken(username: string): void;
}

/**
 * Asks the backend whether a username is free, once per name (ignoring case, as the backend
 * compares them): the form validates on every blur and submit, and the answer does not change
 * while the visitor types elsewhere.
 */
export function useUsernameAvailability(): UsernameAvailability {
  const { isUsernameAvailable } = useAuth();
  const [answers] = useState(() => new Map<string, Promise<boolean>>());
  const [availability] = useState<UsernameAvailability>(() => ({
    isFree(username) {
      const key = username.toLowerCase();
      let answer = answers.get(key);
      if (!answer) {
        answer = isUsernameAvailable(username).catch(() => {
          answers.delete(key);
          return true;
        });
        answers.set(key, answer);
      }
      return answer;
    },
    markTaken(username) {
      answers.set(username.toLowerCase(), Promise.resolve(false));
    },
  }));
  return availability;
}
