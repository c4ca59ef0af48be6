import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { fanBox, FanDrawing } from '../components/fan-drawing';
import { PersonNode, UnionLines } from '../components/tree-drawing';
import type { FanLayout } from './fan-layout';
import type { PlacedPerson, TreeLayout } from './tree-layout';

/** What a chart's menu prints or saves: a tree of cards, or a fan. */
export type ChartDrawing = { kind: 'tree'; layout: TreeLayout } | { kind: 'fan'; layout: FanLayout };
/** A chart as a standalone SVG document, and its size in px. */
interface ChartDocument {
  svg: string;
  width: number;
  height: number;
}

const MARGIN = 24;
const TITLE_HEIGHT = 40;
/** Canvases larger than this fail in some browsers: big trees are scaled down to fit. */
const MAX_CANVAS_SIDE = 12_000;

/** Photos are put inside the file, so the picture still shows them once their links expire. */
async function inlinePhotos(people: readonly PlacedPerson[]): Promise<PlacedPerson[]> {
  return Promise.all(
    people.map(async (person) => {
      if (!person.photo) return person;
      try {
        const blob = await (await fetch(person.photo)).blob();
        const data = await new Promise<string>((resolve, reject) => {
          const reader = new FileReader();
          reader.onload = () => resolve(String(reader.result));
          reader.onerror = () => reject(reader.error);
          reader.readAsDataURL(blob);
        });
        return { ...person, photo: data };
      } catch {
        return { ...person, photo: null }; // initials instead
      }
    }),
  );
}

/** The whole chart as an SVG document, with its title. */
export function chartSvg(drawing: ChartDrawing, title: string): Promise<ChartDocument> {
  return drawing.kind === 'tree' ? treeSvg(drawing.layout, title) : Promise.resolve(fanSvg(drawing.layout, title));
}

/**
 * A standalone SVG on white: the title at its top left, and below it the drawing, whose own box
 * (`box`, in the drawing's coordinates) is moved clear of the margin and the title.
 */
function svgDocument(box: { x: number; y: number; width: number; height: number }, title: string, drawing: ReactNode): ChartDocument {
  const width = Math.ceil(box.width + MARGIN * 2);
  const height = Math.ceil(box.height + MARGIN * 2 + TITLE_HEIGHT);
  const markup = renderToStaticMarkup(
    <svg xmlns="http://www.w3.org/2000/svg" xmlnsXlink="http://www.w3.org/1999/xlink" width={width} height={height} viewBox={`0 0 ${width} ${height}`}>
      <rect width={width} height={height} fill="#ffffff" />
      <text x={MARGIN} y={MARGIN + 14} fontSize={20} fontWeight={600} fill="#1f2937" fontFamily="system-ui, sans-serif">
        {title}
      </text>
      <g transform={`translate(${MARGIN - box.x},${MARGIN + TITLE_HEIGHT - box.y})`}>{drawing}</g>
    </svg>,
  );
  return { svg: `<?xml version="1.0" encoding="UTF-8"?>\n${markup}`, width, height };
}

function fanSvg(layout: FanLayout, title: string): ChartDocument {
  return svgDocument(fanBox(layout), title, <FanDrawing layout={layout} />);
}

async function treeSvg(layout: TreeLayout, title: string): Promise<ChartDocument> {
  const people = await inlinePhotos(layout.people);
  const byId = new Map(people.map((person) => [person.id, person]));
  return svgDocument(
    { x: 0, y: 0, width: layout.width, height: layout.height },
    title,
    <>
      {layout.unions.map((union) => (
        <UnionLines key={union.id} union={union} people={byId} />
      ))}
      {people.map((person) => (
        <PersonNode key={person.id} person={person} centre={person.id === layout.rootId} />
      ))}
    </>,
  );
}

function download(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

async function chartCanvas(svg: string, width: number, height: number): Promise<HTMLCanvasElement> {
  const scale = Math.min(2, MAX_CANVAS_SIDE / Math.max(width, height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.floor(width * scale));
  canvas.height = Math.max(1, Math.floor(height * scale));
  const image = new Image();
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    image.src = url;
    await image.decode();
    const context = canvas.getContext('2d');
    if (!context) throw new Error('This browser cannot draw the picture');
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
  } finally {
    URL.revokeObjectURL(url);
  }
  return canvas;
}

export type ExportFormat = 'png' | 'svg' | 'pdf';

/** Saves the chart as PNG, SVG or PDF (one page the chart's shape). */
export async function saveChart(drawing: ChartDrawing, title: string, format: ExportFormat, fileStem: string): Promise<void> {
  const { svg, width, height } = await chartSvg(drawing, title);
  if (format === 'svg') return download(new Blob([svg], { type: 'image/svg+xml' }), `${fileStem}.svg`);
  const canvas = await chartCanvas(svg, width, height);
  if (format === 'png') {
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!blob) throw new Error('The picture could not be made');
    return download(blob, `${fileStem}.png`);
  }
  const { jsPDF } = await import('jspdf');
  const pdf = new jsPDF({ orientation: width >= height ? 'landscape' : 'portrait', unit: 'pt', format: [width, height] });
  pdf.addImage(canvas.toDataURL('image/png'), 'PNG', 0, 0, width, height);
  download(pdf.output('blob'), `${fileStem}.pdf`);
}

/** Prints the whole chart, fitted to the page, from a frame of its own. */
export async function printChart(drawing: ChartDrawing, title: string): Promise<void> {
  const { svg } = await chartSvg(drawing, title);
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.style.cssText = 'position:fixed;width:0;height:0;border:0;right:0;bottom:0';
  document.body.append(frame);
  const page = frame.contentDocument!;
  page.open();
  page.write(`<!doctype html><title>${title.replace(/</g, '&lt;')}</title><style>@page{margin:10mm}html,body{margin:0}svg{width:100%;height:auto;max-height:100vh}</style>${svg.replace(/^<\?xml[^>]*>/, '')}`);
  page.close();
  await new Promise((resolve) => setTimeout(resolve, 100));
  frame.contentWindow!.focus();
  frame.contentWindow!.print();
  setTimeout(() => frame.remove(), 60_000);
}
