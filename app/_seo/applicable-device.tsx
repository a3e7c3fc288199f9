/**
 * Baidu's word that a page suits phones and computers alike: without it, its mobile search may
 * look for a separate phone site, or transcode the page for phones. Every root layout's head has it.
 */
export function ApplicableDevice() {
  return <meta name="applicable-device" content="pc,mobile" />;
}
