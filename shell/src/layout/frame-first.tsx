import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { expectFirstScreen, firstScreenCommitted } from '@marquee/shared/first-paint';
import { AfterFirstPaint } from '@marquee/shared/render';
import { PageSkeleton } from './page-skeleton';

// This frame tells the page when its first screen has committed (code that waits for it: supabase-js).
expectFirstScreen();

/** Whether this page load has committed its frame once (a module of the shell: one per page). */
let frameCommitted = false;

/**
 * The first render of a page load commits the frame (header, navigation, footer) on its own,
 * with the skeleton where the page goes, and the page follows in a transition (`AfterFirstPaint`):
 * two commits, each a task of its own, rather than one that inserts every element and style of
 * both. However early the page's code arrives (a warm cache, a page started ahead by index.html's
 * early start), a slow phone never meets the two in one long task. Later navigations, and the
 * frame mounted again, render the page at once. Once the page has committed it says so
 * (`firstScreenCommitted`).
 */
export function FrameFirst({ children }: { children: ReactNode }) {
  const [pageLoad] = useState(!frameCommitted);
  useEffect(() => {
    frameCommitted = true;
  }, []);
  if (!pageLoad) return children;
  return (
    <AfterFirstPaint placeholder={<PageSkeleton />}>
      <Committed>{children}</Committed>
    </AfterFirstPaint>
  );
}

/**
 * Its children, telling the page once they have committed, or once their skeleton has: a page
 * that suspends on its first render (a member's page asks for supabase-js, which waits for this
 * very signal) shows the skeleton as its first screen. Without a boundary of its own the suspended
 * transition committed nothing, nothing told, and supabase-js waited out the whole second of
 * `firstScreenShown`'s cap: /favorites, /watchlist and /u/{username} a second late.
 */
function Committed({ children }: { children: ReactNode }) {
  useEffect(firstScreenCommitted, []);
  return <Suspense fallback={<PageSkeleton />}>{children}</Suspense>;
}
