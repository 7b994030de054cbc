// A signed-in user asks for the text in a DOCX's pictures to be translated too: the price shown before
// Start counts the picture, at the image page price, on top of the words.
import { expect, test } from '@playwright/test';
import { inlinePicture, sampleDocx } from '@verso/core/formats/docx/sample-package';
import { letteredPicture } from '@verso/core/formats/office-package/testing/lettered-picture';
import { signInByEmail, uniqueEmail } from './support/sign-in';

test("a DOCX's price counts its lettered picture once its pictures are to be translated too", async ({
  page,
}) => {
  const docx = await sampleDocx({
    body: `<w:p><w:r><w:t>The house is small.</w:t></w:r></w:p>${inlinePicture('rId9', 5486400, 3840480)}`,
    pictures: [
      { name: 'word/media/image1.png', data: await letteredPicture(), contentType: 'image/png', id: 'rId9' },
    ],
  });
  await signInByEmail(page, uniqueEmail('pictures-quote'), '/translate');
  await page.getByTestId('upload-dragger').locator('input[type="file"]').setInputFiles({
    name: 'letter.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: docx,
  });
  const quote = page.getByTestId('job-quote');
  await expect(quote).toContainText('4 words · 1 credit');
  await page.getByTestId('option-translateImages').click();
  // One picture page at the offline engine's rate, on top of the words' credit.
  await expect(quote).toContainText('1 picture · 4 words · 2 credits');
});
