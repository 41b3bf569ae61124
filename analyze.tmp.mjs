import fs from 'fs'; import path from 'path'; import { SourceMapConsumer } from 'source-map-js'; import { gzipSync } from 'zlib';
const out='/tmp/pb'; const manifest=JSON.parse(fs.readFileSync(out+'/.vite/manifest.json','utf8'));
const entry=Object.keys(manifest).find(k=>manifest[k].isEntry);
const closure=(key,found=new Set())=>{const c=manifest[key]; if(found.has(c.file))return found; found.add(c.file); for(const i of c.imports??[]) closure(i,found); return found;};
const keys=process.argv.slice(2);
const files=new Set([entry,...keys].flatMap(k=>[...closure(k)]));
const bySource={}; let total=0;
for (const f of files){ const code=fs.readFileSync(path.join(out,f),'utf8'); const gz=gzipSync(code,{level:9}).length; total+=gz;
  const map=new SourceMapConsumer(JSON.parse(fs.readFileSync(path.join(out,f+'.map'),'utf8')));
  const lines=code.split('\n'); const counts={}; 
  let prev=null;
  map.eachMapping(m=>{ if(prev){ const len = prev.line===m.generatedLine ? m.generatedColumn-prev.col : lines[prev.line-1].length-prev.col; counts[prev.src]=(counts[prev.src]||0)+Math.max(0,len);} prev={line:m.generatedLine,col:m.generatedColumn,src:m.source||'?'}; });
  const sum=Object.values(counts).reduce((a,b)=>a+b,0);
  for(const [s,c] of Object.entries(counts)){ let k=s.replace(/.*node_modules\//,'nm:'); k=k.startsWith('nm:')? k.split('/').slice(0, k.startsWith('nm:@')?2:1).join('/') : k.replace(/.*packages\//,'pk:').split('/').slice(0,3).join('/'); bySource[k]=(bySource[k]||0)+ c/sum*gz; }
  console.log(f, (gz/1024).toFixed(1));
}
console.log('total', (total/1024).toFixed(1));
for (const [k,v] of Object.entries(bySource).sort((a,b)=>b[1]-a[1]).slice(0,30)) console.log((v/1024).toFixed(1).padStart(7), k);
