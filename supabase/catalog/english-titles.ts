/**
 * The data set lists some films under their original, non-English title. TMDb answers those
 * with the English title as `title` and the original as `original_title`, and its search finds
 * either; the catalog does the same for these films. Keys are the data set's titles after
 * `repairTitle`; values are the titles TMDb gives them in English.
 */
export const ENGLISH_TITLES: Readonly<Record<string, string>> = {
  'Astérix aux Jeux Olympiques': 'Asterix at the Olympic Games',
  "De battre mon coeur s'est arrêté": 'The Beat That My Heart Skipped',
  "Bienvenue chez les Ch'tis": 'Welcome to the Sticks',
  'Fengkuang de Shitou': 'Crazy Stone',
  'La femme de chambre du Titanic': 'The Chambermaid on the Titanic',
  "C'era una volta il West": 'Once Upon a Time in the West',
  'Per qualche dollaro in più': 'For a Few Dollars More',
  'Per un pugno di dollari': 'A Fistful of Dollars',
  'Il buono, il brutto, il cattivo': 'The Good, the Bad and the Ugly',
  'Le hussard sur le toit': 'The Horseman on the Roof',
  'Le petit Nicolas': 'Little Nicholas',
  'Die Unendliche Geschichte': 'The NeverEnding Story',
  'La Guerre du feu': 'Quest for Fire',
  'Le Violon rouge': 'The Red Violin',
  'Shichinin no samurai': 'Seven Samurai',
  'La otra conquista': 'The Other Conquest',
  'Les Visiteurs': 'The Visitors',
  "Le Fabuleux destin d'Amélie Poulain": 'Amélie',
  'Arthur et les Minimoys': 'Arthur and the Invisibles',
  'La mala educación': 'Bad Education',
  'Les invasions barbares': 'The Barbarian Invasions',
  'Les Triplettes de Belleville': 'The Triplets of Belleville',
  'Les Choristes': 'The Chorus',
  'Die Fälscher': 'The Counterfeiters',
  'Cidade de Deus': 'City of God',
  'Der Baader Meinhof Komplex': 'The Baader Meinhof Complex',
  'Le Scaphandre et le Papillon': 'The Diving Bell and the Butterfly',
  "La marche de l'empereur": 'March of the Penguins',
  'Casa de Areia': 'House of Sand',
  Indigènes: 'Days of Glory',
  'Obsluhoval jsem anglického krále': 'I Served the King of England',
  'Das Leben der Anderen': 'The Lives of Others',
  'La Môme': 'La Vie en Rose',
  'El Laberinto del Fauno': "Pan's Labyrinth",
  'Gake no ue no Ponyo': 'Ponyo',
  'Les herbes folles': 'Wild Grass',
};
