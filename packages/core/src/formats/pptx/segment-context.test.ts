import { describe, expect, it } from 'vitest';
import { pptxFormat } from './index';
import { gardenTour } from './test-presentations';

describe('PPTX segment context', () => {
  it("tells each segment the presentation's title and its slide's title, notes included", async () => {
    const { segments } = await pptxFormat.extract(await gardenTour(), {});
    const byText = (text: string) => segments.find((segment) => segment.text.startsWith(text))?.context;
    expect(byText('Bring your own gloves')).toEqual({
      documentTitle: 'Garden tour',
      heading: 'Welcome to the garden',
    });
    expect(byText('Say hello to everyone')).toEqual({
      documentTitle: 'Garden tour',
      heading: 'Welcome to the garden',
    });
    expect(byText('Carrot')?.heading).toBe('What we plant');
    expect(byText('Click to edit Master title style')).toEqual({ documentTitle: 'Garden tour' });
  });
});
