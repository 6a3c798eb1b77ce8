import { isAuthStorageKey, readStoredSession } from '@marquee/shared/first-paint';

export { isAuthStorageKey, readStoredSession };

export function clearStoredAuthData(storage: Storage | null = typeof window === 'undefined' ? null : window.localStorage): void {
  if (!storage) return;
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key && isAuthStorageKey(key)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}
