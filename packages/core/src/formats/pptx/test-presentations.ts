// Presentations the tests generate: a short garden tour with the features a translation must keep
// (bold runs, a table, notes, a hidden slide), and a slide whose text grows when translated.
import { buildPresentation } from './sample-presentation';

export const gardenTour = () =>
  buildPresentation(
    [
      {
        title: 'Welcome to the garden',
        bullets: [
          [{ text: 'The garden opens at ' }, { text: 'nine', bold: true }, { text: ' every morning.' }],
          [{ text: 'Bring your own gloves and a bottle of water.' }],
        ],
        notes: 'Say hello to everyone and explain the rules.',
      },
      {
        title: 'What we plant',
        bullets: [[{ text: 'The table shows the months for sowing.' }]],
        table: [
          ['Plant', 'Month'],
          ['Carrot', 'March'],
          ['Tomato', 'April'],
        ],
      },
      {
        title: 'Secret slide',
        bullets: [[{ text: 'This slide is hidden from the audience.' }]],
        hidden: true,
        notes: 'Only the speaker sees this.',
      },
    ],
    'Garden tour',
  );

/** One slide of long bullets and a table, to see what a translation 40 % longer does to it. */
export const crowdedSlide = () =>
  buildPresentation([
    {
      title: 'Watering rules for the summer',
      bullets: Array.from({ length: 5 }, (_, index) => [
        { text: `Rule ${index + 1}: water the beds early in the morning, before the sun is high.` },
      ]),
      table: [
        ['Bed', 'Watering day'],
        ['North bed', 'Monday and Thursday'],
      ],
    },
  ]);
