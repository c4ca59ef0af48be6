/**
 * The blog's publishing command:
 *   npm run blog -- publish <folder> -c stage=<stage>     Markdown posts (front matter) and their images
 *   npm run blog -- unpublish <slug> -c stage=<stage>     takes a post off the blog
 * Stage `local` is the app `npm start` is running; any other stage is a deployed stack set.
 */
import { publishBlogFolder, unpublishBlogPost } from '../infra/ops/publish-blog';
import { LOCAL_STAGE, parseStageArgs, resolveStageTarget } from '../infra/ops/stage-target';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const USAGE = `Usage:
  npm run blog -- publish <folder> -c stage=<stage>
  npm run blog -- unpublish <slug> -c stage=<stage>
(stage local is the app started with npm start)`;

const { stage, rest } = parseStageArgs(process.argv.slice(2));
const [command, argument] = rest;
if (!stage || !argument || (command !== 'publish' && command !== 'unpublish')) {
  console.error(USAGE);
  process.exit(2);
}

try {
  const target = await resolveStageTarget(stage);
  try {
    if (command === 'publish') {
      const posts = await publishBlogFolder(argument, target);
      for (const post of posts) console.log(`${post.published ? 'published' : 'stored (not published)'}  /blog/${post.slug}  ${post.title}`);
      console.log(`${posts.length} post${posts.length === 1 ? '' : 's'} sent to ${stage}.`);
      // The API and the app show a post at once; its prerendered page and sitemap entry come with the web build.
      if (stage !== LOCAL_STAGE) console.log(`Posts kept in web/content/blog are prerendered and listed in sitemap.xml from the next web deploy (npm run build:web, then npx cdk deploy ${stage}-heirloom-web -c stage=${stage}).`);
    } else {
      await unpublishBlogPost(argument, target);
      console.log(`Unpublished /blog/${argument} on ${stage}.`);
    }
  } finally {
    target.close();
  }
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
