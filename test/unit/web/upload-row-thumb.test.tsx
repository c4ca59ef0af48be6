// @vitest-environment jsdom
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { system } from '../../../web/src/app/theme';
import { UploadRow } from '../../../web/src/features/uploads/components/upload-row';
import type { UploadEntry } from '../../../web/src/features/uploads/stores/upload-queue-state';

afterEach(cleanup);

const failed = { id: 'e1', uploadId: 'up-1', name: 'broken.jpg', size: 2048, sent: 2048, kind: 'image', status: 'error', error: 'This image file is damaged or incomplete', item: null, preview: 'blob:broken' } as unknown as UploadEntry;

describe('a failed upload’s row', () => {
  it('shows the file itself while the browser can draw it, and its kind’s icon once it cannot (no broken-image glyph)', () => {
    const { container } = render(
      <ChakraProvider value={system}>
        <UploadRow entry={failed} as="div" />
      </ChakraProvider>,
    );
    const preview = container.querySelector('img[data-part="preview"]')!;
    expect(preview.getAttribute('src')).toBe('blob:broken');
    fireEvent.error(preview);
    expect(container.querySelector('img[data-part="preview"]')).toBeNull();
    expect(container.querySelector('[title="Photo"], [title="Image"], svg')).not.toBeNull();
  });
});
