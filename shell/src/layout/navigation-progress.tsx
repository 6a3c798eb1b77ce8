import { useNavigation } from 'react-router';
import { Box } from '@marquee/shared/ui';

/**
 * While the next page's code is on the way the current page stays on screen; this bar at the top
 * says something is happening (and tells assistive technology the page is busy).
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <Box
      role="progressbar"
      aria-label="Loading page"
      aria-busy="true"
      position="fixed"
      top="0"
      insetX="0"
      height="3px"
      zIndex="overlay"
      bg="brand.solid"
      data-testid="navigation-progress"
    />
  );
}
