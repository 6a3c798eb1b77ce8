/**
 * The editor's films, in order: each row has "Move up", "Move down" and "Remove" buttons named
 * for its film, and can be dragged to a new place. After a keyboard move the focus stays on the
 * film's button (the other one when the film reached an end), and a status line says where the
 * film went.
 */
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { MovieImage } from '@marquee/shared/movies';
import { Box, HStack, IconButton, Skeleton, Stack, Text, chakra } from '@marquee/shared/ui';
import type { ListFilm } from '../lib/list-editor';
import { useFilmRef } from './film-ref';
import { ArrowDownIcon, ArrowUpIcon, GripIcon, TrashIcon } from './list-icons';

export interface EditableFilmRowsProps {
  films: readonly ListFilm[];
  ranked: boolean;
  onMove(from: number, to: number): void;
  onRemove(tmdbId: number): void;
}

type Direction = 'up' | 'down';

interface RowProps {
  film: ListFilm;
  index: number;
  count: number;
  ranked: boolean;
  dragging: boolean;
  dropTarget: boolean;
  onMove(direction: Direction): void;
  onRemove(): void;
  buttonRef(direction: Direction, element: HTMLButtonElement | null): void;
  onDragStart(): void;
  onDragOver(): void;
  onDrop(): void;
  onDragEnd(): void;
}

function FilmRow({ film, index, count, ranked, dragging, dropTarget, onMove, onRemove, buttonRef, ...drag }: RowProps) {
  const ref = useFilmRef(film);
  return (
    <chakra.li
      draggable
      data-testid="list-film-row"
      onDragStart={(event: DragEvent<HTMLLIElement>) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', String(film.tmdbId));
        drag.onDragStart();
      }}
      onDragOver={(event: DragEvent<HTMLLIElement>) => {
        event.preventDefault();
        drag.onDragOver();
      }}
      onDrop={(event: DragEvent<HTMLLIElement>) => {
        event.preventDefault();
        drag.onDrop();
      }}
      onDragEnd={drag.onDragEnd}
      display="flex"
      alignItems="center"
      gap="3"
      py="2"
      px="2"
      borderRadius="lg"
      borderWidth="1px"
      borderColor={dropTarget ? 'orange.solid' : 'border'}
      bg="bg.panel"
      opacity={dragging ? 0.5 : 1}
    >
      <Box color="fg.muted" cursor="grab" aria-hidden="true" display={{ base: 'none', sm: 'block' }}>
        <GripIcon />
      </Box>
      <Text minW="6" textAlign="end" fontWeight="semibold" color={ranked ? 'fg' : 'fg.muted'} aria-hidden={!ranked}>
        {index + 1}
      </Text>
      <Box width="9" flexShrink={0} borderRadius="sm" overflow="hidden">
        <MovieImage kind="poster" path={ref.posterPath} size="w92" alt="" />
      </Box>
      <Stack gap="0" flex="1" minW="0">
        {ref.loading ? (
          <Skeleton height="4" width="32" />
        ) : (
          <Text fontWeight="medium" lineClamp={1}>
            {ref.title}
          </Text>
        )}
        <Text fontSize="sm" color="fg.muted">
          {ref.year}
        </Text>
      </Stack>
      <HStack gap="1" flexShrink={0}>
        <IconButton
          ref={(element) => buttonRef('up', element)}
          aria-label={`Move ${ref.title} up`}
          size="sm"
          variant="ghost"
          disabled={index === 0}
          onClick={() => onMove('up')}
        >
          <ArrowUpIcon />
        </IconButton>
        <IconButton
          ref={(element) => buttonRef('down', element)}
          aria-label={`Move ${ref.title} down`}
          size="sm"
          variant="ghost"
          disabled={index === count - 1}
          onClick={() => onMove('down')}
        >
          <ArrowDownIcon />
        </IconButton>
        <IconButton aria-label={`Remove ${ref.title}`} size="sm" variant="ghost" colorPalette="red" onClick={onRemove}>
          <TrashIcon />
        </IconButton>
      </HStack>
    </chakra.li>
  );
}

export function EditableFilmRows({ films, ranked, onMove, onRemove }: EditableFilmRowsProps) {
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [focusAfterMove, setFocusAfterMove] = useState<{ tmdbId: number; direction: Direction } | null>(null);
  const [drag, setDrag] = useState<{ from: number; over: number | null } | null>(null);

  useEffect(() => {
    if (!focusAfterMove) return;
    const { tmdbId, direction } = focusAfterMove;
    const index = films.findIndex((film) => film.tmdbId === tmdbId);
    const atEnd = direction === 'up' ? index === 0 : index === films.length - 1;
    const other: Direction = direction === 'up' ? 'down' : 'up';
    buttons.current.get(`${tmdbId}:${atEnd ? other : direction}`)?.focus();
    setFocusAfterMove(null);
  }, [films, focusAfterMove]);

  return (
    <Stack as="ol" gap="2" listStyleType="none" m="0" p="0" aria-label="Films in this list">
      {films.map((film, index) => (
        <FilmRow
          key={film.tmdbId}
          film={film}
          index={index}
          count={films.length}
          ranked={ranked}
          dragging={drag?.from === index}
          dropTarget={drag !== null && drag.over === index && drag.from !== index}
          buttonRef={(direction, element) => {
            const key = `${film.tmdbId}:${direction}`;
            if (element) buttons.current.set(key, element);
            else buttons.current.delete(key);
          }}
          onMove={(direction) => {
            onMove(index, direction === 'up' ? index - 1 : index + 1);
            setFocusAfterMove({ tmdbId: film.tmdbId, direction });
          }}
          onRemove={() => onRemove(film.tmdbId)}
          onDragStart={() => setDrag({ from: index, over: null })}
          onDragOver={() => setDrag((current) => (current && current.over !== index ? { ...current, over: index } : current))}
          onDrop={() => {
            if (drag && drag.from !== index) onMove(drag.from, index);
            setDrag(null);
          }}
          onDragEnd={() => setDrag(null)}
        />
      ))}
    </Stack>
  );
}
