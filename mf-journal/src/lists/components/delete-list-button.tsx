/** "Delete list", confirmed in place: the list and its films go, and the member is back on /lists. */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@marquee/shared/routes';
import { Button, HStack, Text } from '@marquee/shared/ui';
import { useDeleteList } from '../api/use-lists';

export function DeleteListButton({ listId, name }: { listId: string; name: string }) {
  const [asking, setAsking] = useState(false);
  const remove = useDeleteList();
  const navigate = useNavigate();
  if (!asking)
    return (
      <Button variant="outline" colorPalette="red" onClick={() => setAsking(true)}>
        Delete list
      </Button>
    );
  return (
    <HStack gap="3" flexWrap="wrap" role="group" aria-label="Confirm deletion">
      <Text>Delete {name} and its films?</Text>
      <Button
        colorPalette="red"
        loading={remove.isPending}
        onClick={() => remove.mutate(listId, { onSuccess: () => navigate(paths.lists) })}
      >
        Delete
      </Button>
      <Button variant="ghost" onClick={() => setAsking(false)}>
        Keep it
      </Button>
      {remove.isError ? <Text color="fg.error">The list could not be deleted. Please try again.</Text> : null}
    </HStack>
  );
}
