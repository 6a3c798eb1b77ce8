/**
 * TMDb's movie genre list (ids are TMDb's own, so a client works with either source) and the
 * mapping from the data set's "Major Genre" and "Creative Type".
 */
export interface Genre {
  id: number;
  name: string;
}

export const TMDB_MOVIE_GENRES: readonly Genre[] = [
  { id: 28, name: 'Action' },
  { id: 12, name: 'Adventure' },
  { id: 16, name: 'Animation' },
  { id: 35, name: 'Comedy' },
  { id: 80, name: 'Crime' },
  { id: 99, name: 'Documentary' },
  { id: 18, name: 'Drama' },
  { id: 10751, name: 'Family' },
  { id: 14, name: 'Fantasy' },
  { id: 36, name: 'History' },
  { id: 27, name: 'Horror' },
  { id: 10402, name: 'Music' },
  { id: 9648, name: 'Mystery' },
  { id: 10749, name: 'Romance' },
  { id: 878, name: 'Science Fiction' },
  { id: 10770, name: 'TV Movie' },
  { id: 53, name: 'Thriller' },
  { id: 10752, name: 'War' },
  { id: 37, name: 'Western' },
];

const BY_NAME = new Map(TMDB_MOVIE_GENRES.map((genre) => [genre.name, genre]));

const FROM_MAJOR_GENRE: Record<string, readonly string[]> = {
  Action: ['Action'],
  Adventure: ['Adventure'],
  'Black Comedy': ['Comedy', 'Crime'],
  Comedy: ['Comedy'],
  'Concert/Performance': ['Music', 'Documentary'],
  Documentary: ['Documentary'],
  Drama: ['Drama'],
  Horror: ['Horror'],
  Musical: ['Music'],
  'Romantic Comedy': ['Romance', 'Comedy'],
  'Thriller/Suspense': ['Thriller'],
  Western: ['Western'],
};

const FROM_CREATIVE_TYPE: Record<string, readonly string[]> = {
  'Science Fiction': ['Science Fiction'],
  Fantasy: ['Fantasy'],
  'Historical Fiction': ['History'],
  'Kids Fiction': ['Family'],
  'Super Hero': ['Action', 'Science Fiction'],
  Dramatization: ['Drama'],
};

/** Major genre first (cards show the first two), creative type after, no duplicates. */
export function genresFor(majorGenre: string | null, creativeType: string | null): Genre[] {
  const names = [
    ...(majorGenre ? (FROM_MAJOR_GENRE[majorGenre] ?? []) : []),
    ...(creativeType ? (FROM_CREATIVE_TYPE[creativeType] ?? []) : []),
  ];
  const genres: Genre[] = [];
  for (const name of names) {
    const genre = BY_NAME.get(name);
    if (genre && !genres.includes(genre)) genres.push(genre);
  }
  return genres;
}
