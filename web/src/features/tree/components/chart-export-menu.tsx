import { Button, Portal } from '@chakra-ui/react';
import { Menu } from '../../../components/ui/chakra/menu';
import { useState } from 'react';
import { ChevronDownIcon } from '../../../components/ui/icons';
import { toaster } from '../../../components/ui/toaster';
import type { ChartDrawing } from '../utils/export-chart';

interface ChartExportMenuProps {
  /** What is on screen; undefined while it loads. */
  drawing: ChartDrawing | undefined;
  title: string;
  fileStem: string;
}

/** Print, or save the chart as PNG, SVG or PDF (families print their trees). */
export function ChartExportMenu({ drawing, title, fileStem }: ChartExportMenuProps) {
  const [busy, setBusy] = useState(false);
  const run = async (action: 'print' | 'png' | 'svg' | 'pdf') => {
    if (!drawing) return;
    setBusy(true);
    try {
      // The export code (and the PDF writer) loads only when someone exports.
      const { printChart, saveChart } = await import('../utils/export-chart');
      if (action === 'print') await printChart(drawing, title);
      else await saveChart(drawing, title, action, fileStem);
    } catch (error) {
      toaster.create({ type: 'error', title: 'Could not export the chart', description: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button size="sm" variant="outline" disabled={!drawing} loading={busy}>
          Print or save <ChevronDownIcon />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="print" onClick={() => void run('print')}>
              Print…
            </Menu.Item>
            <Menu.Item value="png" onClick={() => void run('png')}>
              Save as PNG
            </Menu.Item>
            <Menu.Item value="svg" onClick={() => void run('svg')}>
              Save as SVG
            </Menu.Item>
            <Menu.Item value="pdf" onClick={() => void run('pdf')}>
              Save as PDF
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
