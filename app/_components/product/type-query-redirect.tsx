/**
 * Filter addresses from before each type had its own pages (/product/?type=stole) move on to
 * the type's page before anything is drawn. An inline script rather than a client component:
 * it must run on the first load only, and ships nothing to the other pages.
 */
export function TypeQueryRedirect({ typeIds }: { typeIds: readonly string[] }) {
  const script =
    `(function(){var t=new URLSearchParams(location.search).get("type");` +
    `if(${JSON.stringify(typeIds)}.indexOf(t)>=0)location.replace(location.pathname.replace(/[^/]*$/,"")+"type/"+t+"/"+location.hash)})()`;
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
