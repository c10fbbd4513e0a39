import { CateringMenuEditor } from "./components/catering-menu-editor";
import { CateringOwnerRequests } from "./components/catering-owner-requests";
import { CateringTermsCard } from "./components/catering-terms-form";

/**
 * The owner's catering (issue 39 item 3): the requests to answer, the catering menu they choose
 * from, and the terms (off until the owner switches catering on).
 */
export function CateringTab() {
  return (
    <div className="space-y-8">
      <CateringOwnerRequests />
      <CateringMenuEditor />
      <CateringTermsCard />
    </div>
  );
}
