// The signed-in first reads sent by the page itself, as its HTML is parsed, before any of its
// code has arrived (docs/performance.md#the-first-reads-sent-by-the-html): the loan, its requests
// and the profile, which every signed-in page waits for. Its settings are the build's, in a JSON
// block beside it (tooling/early-reads.ts writes both), so the script's text, and its hash in the
// content security policy, are the same for every configuration.
//
// It sends what the api client would (the same headers, no cookies), to the configured API only,
// with the session's token, and only with a session. Each answer it keeps is handed to the app's
// first call of that read (src/lib/early-reads.ts), which parses it with the read's own schema: a
// 2xx answer's body, 'timeout' after the 10 s every call has, and nothing for any other outcome,
// which the app then reads again itself.
import { createHash } from 'node:crypto';

/** The id of the settings' JSON block. */
export const EARLY_READS_SETTINGS = 'early-reads';

export const EARLY_READS_SCRIPT = `(function(){try{var s=JSON.parse(document.getElementById("${EARLY_READS_SETTINGS}").textContent);var c=function(n){var m=document.cookie.match(new RegExp("(?:^|; )"+n+"=([^;]*)"));return m?decodeURIComponent(m[1]):void 0};if(window!==window.top)return;var t=c(s.session);if(!t||!navigator.onLine)return;var h=function(k){return Object.prototype.hasOwnProperty.call(s.tags,k)};var k=c(s.language);if(!h(k))k=String(navigator.languages&&navigator.languages[0]||navigator.language).toLowerCase().split("-")[0];var l=s.tags[h(k)?k:s.source];var a={};s.paths.forEach(function(p){var x=new AbortController();var w=setTimeout(function(){x.abort()},s.timeout);a[p]=fetch(new URL(s.url+p,location.href),{headers:{"Content-Type":"application/json",Accept:"application/json","Accept-Language":l,Signature:s.signature,Authorization:"Bearer "+t},credentials:"omit",signal:x.signal}).then(function(r){return r.ok?r.json().then(function(b){return{body:b}}):void 0}).catch(function(){return x.signal.aborted?"timeout":void 0}).finally(function(){clearTimeout(w)})});window[s.global]={token:t,language:l,sentAt:performance.now(),answers:a}}catch(e){}})()`;

/** The script as a CSP source. */
export const EARLY_READS_SOURCE = `'sha256-${createHash('sha256').update(EARLY_READS_SCRIPT).digest('base64')}'`;
