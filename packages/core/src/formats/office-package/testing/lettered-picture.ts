// A picture with known English lettering, for the tests of pictures inside documents (translateImages).
import { drawSamplePage } from '../../image/fixtures/draw-samples';

/**
 * The picture tests' drawn page as a 1000 × 700 PNG: two bubbles ("Where is the old house of my
 * grandmother?", "The black cat sleeps in the kitchen today.") and a caption.
 */
export const letteredPicture = async (): Promise<Buffer> => (await drawSamplePage('flat')).png;
