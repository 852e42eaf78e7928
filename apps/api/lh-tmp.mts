import { runLighthouse } from '/work/wt-int2/apps/api/bench/lighthouse.ts';
async function main() { for (const p of process.argv.slice(2)) {
  const r = await runLighthouse('http://127.0.0.1:3077' + p, '/tmp/lhout', p.replace(/\W+/g, '_'));
  console.log(p, JSON.stringify(r));
}}
main();
