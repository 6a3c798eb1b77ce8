import { chakra } from '@marquee/shared/ui';

export function Logo() {
  return (
    <chakra.svg viewBox="0 0 32 32" width="8" height="8" aria-hidden="true" flexShrink={0}>
      <rect width="32" height="32" rx="7" fill="currentColor" className="logo-bg" style={{ color: 'var(--chakra-colors-brand-solid)' }} />
      <path d="M8 23V9l8 8 8-8v14" fill="none" stroke="white" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
    </chakra.svg>
  );
}
