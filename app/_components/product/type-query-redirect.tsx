/**
 * Filter addresses from before each type had its own pages (/product/?type=stole) move on to
 * the type's page before anything is drawn, keeping the rest of the query (a campaign's tags)
 * and the fragment. An inline script rather than a client component: it must run on the first
 * load only, and ships nothing to the other pages.
 */
export function TypeQueryRedirect({ typeIds }: { typeIds: readonly string[] }) {
  const script =
    `(function(){var q=new URLSearchParams(location.search),t=q.get("type");if(${JSON.stringify(typeIds)}.indexOf(t)<0)return;` +
    `q.delete("type");var rest=q.toString();location.replace(location.pathname.replace(/[^/]*$/,"")+"type/"+t+"/"+(rest?"?"+rest:"")+location.hash)})()`;
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
