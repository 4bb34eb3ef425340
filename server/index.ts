/**
 * Runs the server from source (the API of `npm run dev`): the same code that `npm start`
 * and `npm run serve` run as a bundle (scripts/build.ts), without the build step.
 */
import './main.ts';
