// The studio's endpoints over a throwaway copy with three versions (publishThreeVersions), in a process of their own
// as the dev server serves the page: a page's test (jsdom) cannot load the node side in its own process. Prints
// `{ base, root }` on one line; stops, removing the copy, when its standard input closes.
import { publishThreeVersions, releaseProject, serveStudio } from './release-project.ts';

const project = releaseProject();
await publishThreeVersions(project);
const studio = await serveStudio(project);
process.stdout.write(`${JSON.stringify({ base: studio.base, root: project.root })}\n`);
process.stdin.on('end', () => {
  studio.close();
  project.cleanup();
  process.exit(0);
});
process.stdin.resume();
