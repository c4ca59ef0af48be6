import { defaultGazetteer } from './lambdas/domain/places';
import { matchPlace } from './lambdas/domain/places/place-matcher';
const g = defaultGazetteer();
let t = performance.now();
g.nameIndex();
console.log('index ms', Math.round(performance.now() - t));
for (const text of ['Buckingham Palace, London, England', 'Windsor Castle, Berkshire, England', 'London, Ontario, Canada', 'London', 'Springfield, IL, USA', 'Springfield, Illinois', 'Tbilisi, Georgia', 'Georgia, USA', 'Kent, England', 'St. Louis, Missouri', 'Saint Louis, MO', 'Köln, Deutschland', 'Koln, Germany', 'Zürich, Schweiz', 'Paris, France', 'Sandringham, Norfolk, England', 'Kensington Palace, London', 'Osborne House, Isle of Wight, England', 'Copenhagen, Denmark', 'Potsdam, Prussia', 'Nowhere Town, Atlantis', 'Germany', 'New York, New York, USA', 'Grand Junction, Colorado', 'Cook County, Illinois, USA', 'Vienna, Austria', 'Hanover, Germany', 'St. Petersburg, Russia', 'Darmstadt, Hesse', 'Coburg, Bavaria', 'Gotha', 'Hannover']) {
  t = performance.now();
  const m = matchPlace(g, { text });
  console.log(text.padEnd(40), '->', m ? `${m.label} [${m.precision}] ${m.lat.toFixed(2)},${m.lon.toFixed(2)}` : null, (performance.now() - t).toFixed(2));
}
