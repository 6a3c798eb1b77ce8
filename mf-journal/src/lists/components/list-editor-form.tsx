/**
 * The list editor: "Name", "Description", "Ranked list", "Public", "Add a film", the films in
 * order, "Save list". Every change is kept as a local draft (as review drafts are), so a reload
 * opens the unsaved edits again; a save that fails keeps everything and says why.
 */
import { useCallback, useEffect, useId, useReducer, useRef, useState, type FormEvent } from 'react';
import { useDraftAutosave } from '@marquee/shared/drafts';
import { Switch } from '@marquee/shared/controls';
import { Alert, Button, Field, HStack, Input, Stack, Text, chakra } from '@marquee/shared/ui';
import { ListSaveError, type ListRow } from '../api/lists-api';
import { useSaveList } from '../api/use-lists';
import { listEditorReducer, validateList, type ListEditorErrors, type ListEditorValues } from '../lib/list-editor';
import { loadListDraft, removeListDraft, saveListDraft } from '../lib/list-draft';
import { LIST_DESCRIPTION_MAX, LIST_DRAFT_DEBOUNCE_MS, LIST_FILMS_MAX, LIST_MESSAGES, LIST_NAME_MAX } from '../lib/list-limits';
import { AddFilmBox } from './add-film-box';
import { EditableFilmRows } from './editable-film-rows';

export interface ListEditorFormProps {
  /** The list being edited, or null for a new one. */
  listId: string | null;
  userId: string;
  /** The saved list's values (a new list's are empty). */
  initial: ListEditorValues;
  onSaved(list: ListRow): void;
}

function SwitchField({ label, checked, onChange }: { label: string; checked: boolean; onChange(checked: boolean): void }) {
  return (
    <Switch.Root colorPalette="orange" checked={checked} onCheckedChange={(details) => onChange(details.checked)}>
      <Switch.HiddenInput />
      <Switch.Control>
        <Switch.Thumb />
      </Switch.Control>
      <Switch.Label>{label}</Switch.Label>
    </Switch.Root>
  );
}

export function ListEditorForm({ listId, userId, initial, onSaved }: ListEditorFormProps) {
  const [restored] = useState(() => loadListDraft(listId, userId));
  const [state, dispatch] = useReducer(listEditorReducer, { values: restored ?? initial, notice: null });
  const [errors, setErrors] = useState<ListEditorErrors>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const save = useSaveList(listId);
  const persist = useCallback((values: ListEditorValues) => saveListDraft(listId, userId, values).lastSaved, [listId, userId]);
  const forget = useCallback(() => removeListDraft(listId, userId), [listId, userId]);
  const draft = useDraftAutosave(persist, forget, restored?.lastSaved ?? null, LIST_DRAFT_DEBOUNCE_MS);
  const { values, notice } = state;
  const descriptionId = useId();
  const opened = useRef(values);

  const { change } = draft;
  useEffect(() => {
    if (values !== opened.current) change(values);
  }, [values, change]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateList(values);
    setErrors(found);
    setSaveError(null);
    if (Object.keys(found).length > 0) return;
    save.mutate(values, {
      onSuccess: (list) => {
        draft.discard();
        onSaved(list);
      },
      onError: (error) => setSaveError(error instanceof ListSaveError ? error.message : 'Your list could not be saved. Please try again.'),
    });
  }

  function discardDraft() {
    draft.discard();
    opened.current = initial;
    dispatch({ type: 'reset', values: initial });
    setErrors({});
  }

  const full = values.films.length >= LIST_FILMS_MAX;
  return (
    <chakra.form display="flex" flexDirection="column" gap="6" onSubmit={submit} noValidate maxW="3xl">
      {restored ? (
        <Alert.Root status="info" borderRadius="lg">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>Your unsaved changes were restored.</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={discardDraft}>
            Discard changes
          </Button>
        </Alert.Root>
      ) : null}
      <Field.Root invalid={Boolean(errors.name)} required>
        <Field.Label>Name</Field.Label>
        <Input
          value={values.name}
          maxLength={LIST_NAME_MAX + 20}
          onChange={(event) => dispatch({ type: 'set', field: 'name', value: event.target.value })}
        />
        {errors.name ? <Field.ErrorText>{errors.name}</Field.ErrorText> : null}
      </Field.Root>
      <Field.Root invalid={Boolean(errors.description)}>
        <Field.Label htmlFor={descriptionId}>Description</Field.Label>
        <Input asChild height="auto" py="2">
          <textarea
            id={descriptionId}
            rows={4}
            value={values.description}
            onChange={(event) => dispatch({ type: 'set', field: 'description', value: event.target.value })}
          />
        </Input>
        <Field.HelperText>
          {values.description.trim().length.toLocaleString('en-US')} / {LIST_DESCRIPTION_MAX.toLocaleString('en-US')} characters
        </Field.HelperText>
        {errors.description ? <Field.ErrorText>{errors.description}</Field.ErrorText> : null}
      </Field.Root>
      <Stack direction={{ base: 'column', sm: 'row' }} gap={{ base: '3', sm: '8' }}>
        <SwitchField
          label="Ranked list"
          checked={values.ranked}
          onChange={(value) => dispatch({ type: 'toggle', field: 'ranked', value })}
        />
        <SwitchField
          label="Public"
          checked={values.isPublic}
          onChange={(value) => dispatch({ type: 'toggle', field: 'isPublic', value })}
        />
      </Stack>
      <Stack gap="3">
        <AddFilmBox disabled={full} onAdd={(film) => dispatch({ type: 'add', film })} />
        <Text role="status" fontSize="sm" color="fg.muted" minH="5">
          {full ? LIST_MESSAGES.filmsFull : notice}
        </Text>
        {errors.films ? (
          <Text color="fg.error" fontSize="sm">
            {errors.films}
          </Text>
        ) : null}
        <Text fontSize="sm" color="fg.muted">
          {values.films.length === 1 ? '1 film' : `${values.films.length} films`} (at most {LIST_FILMS_MAX})
        </Text>
        {values.films.length > 0 ? (
          <EditableFilmRows
            films={values.films}
            ranked={values.ranked}
            onMove={(from, to) => dispatch({ type: 'move', from, to })}
            onRemove={(tmdbId) => dispatch({ type: 'remove', tmdbId })}
          />
        ) : null}
      </Stack>
      {saveError ? (
        <Alert.Root status="error" borderRadius="lg">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{saveError}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      <HStack>
        <Button type="submit" colorPalette="orange" loading={save.isPending}>
          Save list
        </Button>
      </HStack>
    </chakra.form>
  );
}
