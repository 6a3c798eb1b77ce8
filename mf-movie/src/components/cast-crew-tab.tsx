/**
 * The Cast & Crew tab: the first 12 of the cast with photo, name and character, and the key
 * crew. The offline catalog names no actors, so an empty cast says so plainly.
 */
import { Avatar, Box, Heading, SimpleGrid, Stack, Text } from '@marquee/shared/ui';
import { profileUrl, useImageBaseUrl } from '@marquee/shared/format';
import type { CastMember, CrewMember, MovieDetails } from '@marquee/shared/tmdb';

export const CAST_LIMIT = 12;

/** The jobs worth naming on a movie page, in the order a credit roll would give them. */
const KEY_JOBS = ['Director', 'Screenplay', 'Writer', 'Story', 'Novel', 'Producer', 'Original Music Composer', 'Director of Photography'];

export function keyCrew(crew: readonly CrewMember[]): CrewMember[] {
  const picked = crew.filter((member) => KEY_JOBS.includes(member.job));
  picked.sort((a, b) => KEY_JOBS.indexOf(a.job) - KEY_JOBS.indexOf(b.job));
  const seen = new Set<string>();
  return picked
    .filter((member) => {
      const key = `${member.id}:${member.job}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, CAST_LIMIT);
}

function Person({ name, role, photo, imageBase }: { name: string; role: string; photo: string | null; imageBase: string | null }) {
  return (
    <Stack as="li" direction="row" align="center" gap="3" minW="0">
      <Avatar.Root size="lg" flexShrink={0}>
        <Avatar.Fallback name={name} />
        {photo && imageBase ? <Avatar.Image src={profileUrl(photo, 'w185', imageBase)} alt="" /> : null}
      </Avatar.Root>
      <Box minW="0">
        <Text fontWeight="semibold" lineClamp={1}>
          {name}
        </Text>
        <Text fontSize="sm" color="fg.muted" lineClamp={1}>
          {role}
        </Text>
      </Box>
    </Stack>
  );
}

export function CastCrewTab({ movie }: { movie: MovieDetails }) {
  const imageBase = useImageBaseUrl();
  const cast: CastMember[] = (movie.credits?.cast ?? []).slice(0, CAST_LIMIT);
  const crew = keyCrew(movie.credits?.crew ?? []);
  return (
    <Stack gap="8">
      <Box as="section" aria-labelledby="cast-heading">
        <Heading id="cast-heading" as="h3" size="sm" mb="4">
          Cast
        </Heading>
        {cast.length > 0 ? (
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="4" data-testid="cast-list">
            {cast.map((member) => (
              <Person
                key={member.credit_id ?? member.id}
                name={member.name}
                role={member.character || 'Unknown role'}
                photo={member.profile_path}
                imageBase={imageBase}
              />
            ))}
          </SimpleGrid>
        ) : (
          <Text color="fg.muted">No cast information is available for this movie.</Text>
        )}
      </Box>
      <Box as="section" aria-labelledby="crew-heading">
        <Heading id="crew-heading" as="h3" size="sm" mb="4">
          Crew
        </Heading>
        {crew.length > 0 ? (
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="4" data-testid="crew-list">
            {crew.map((member) => (
              <Person
                key={`${member.id}:${member.job}`}
                name={member.name}
                role={member.job}
                photo={member.profile_path}
                imageBase={imageBase}
              />
            ))}
          </SimpleGrid>
        ) : (
          <Text color="fg.muted">No crew information is available for this movie.</Text>
        )}
      </Box>
    </Stack>
  );
}
