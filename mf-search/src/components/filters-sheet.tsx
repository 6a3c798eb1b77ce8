/**
 * Small screens: a Filters button (with the active count) opening the filter panel as a bottom
 * sheet of 80% height. Hidden from the `lg` breakpoint, where the side
 * panel shows instead.
 */
import { useState } from 'react';
import { Box, Button, CloseButton, Drawer, FilterIcon, Portal } from '@marquee/shared/ui';
import { countActiveFilters } from '@marquee/shared/tmdb';
import { ActiveFiltersBadge } from './active-filters-badge';
import { FilterPanel, type FilterPanelProps } from './filter-panel';

export function FiltersSheet(props: FilterPanelProps) {
  const [open, setOpen] = useState(false);
  return (
    <Box hideFrom="lg">
      <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="bottom">
        <Drawer.Trigger asChild>
          <Button variant="outline" size="sm">
            <FilterIcon />
            Filters
            <ActiveFiltersBadge count={countActiveFilters(props.filters)} />
          </Button>
        </Drawer.Trigger>
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content height="80%" maxH="80vh" borderTopRadius="2xl" data-testid="filters-sheet">
              <Drawer.Header>
                <Drawer.Title display="flex" alignItems="center" gap="2">
                  Filters
                  <ActiveFiltersBadge count={countActiveFilters(props.filters)} />
                </Drawer.Title>
              </Drawer.Header>
              <Drawer.Body>
                <FilterPanel {...props} showHeading={false} />
              </Drawer.Body>
              <Drawer.Footer>
                <Button colorPalette="orange" width="full" onClick={() => setOpen(false)}>
                  Show Results
                </Button>
              </Drawer.Footer>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </Box>
  );
}
