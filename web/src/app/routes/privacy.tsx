import { LegalDocument, type LegalSectionEntry } from '../../components/ui/legal-document';
import { AppLink } from '../../components/ui/router-link';
import { LEGAL_LAST_UPDATED, MINIMUM_AGE, PRIVACY_EMAIL } from '../../config/site';

const mail = <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>;

const SECTIONS: LegalSectionEntry[] = [
  {
    id: 'scope',
    title: 'Who we are and what this policy covers',
    body: (
      <>
        <p>
          Heirloom is an online service for keeping family photos, videos, documents and family history in one place
          and sharing them with relatives. This policy explains what information we hold when you use the Heirloom
          website and apps, why we hold it, who can see it, and the choices you have.
        </p>
        <p>
          It applies to everyone who uses Heirloom: people with a paid plan or a trial, relatives on the Free plan, and
          visitors to our public pages. Our <AppLink to="/terms">Terms of Service</AppLink> describe the rules for using
          the service.
        </p>
      </>
    ),
  },
  {
    id: 'information',
    title: 'Information we collect',
    body: (
      <>
        <h3>Information you give us</h3>
        <ul>
          <li>Account details: your username, e-mail address and phone number, and your password (stored only as a secure hash).</li>
          <li>
            What you upload: photos, videos, PDF documents and GEDCOM files, with the information inside them such as
            the date a photo was taken, the camera used and, if your camera recorded it, the location.
          </li>
          <li>
            Family history you record: people, names, dates, places, life events, relationships, notes, citations,
            sources and contact details. This often includes information about living relatives; please add it with
            care and respect their wishes.
          </li>
          <li>Your preferences, such as how often you want notifications and whether by e-mail, text message or in the browser.</li>
        </ul>
        <h3>Information created by the service</h3>
        <ul>
          <li>Face data, explained in the next section.</li>
          <li>Thumbnails, corrected copies of images you ask us to correct, and place names looked up from photo locations.</li>
          <li>
            Technical records: the requests your browser makes, error reports sent automatically when a page fails, and
            basic device information such as browser type. We use these to keep the service running and secure.
          </li>
        </ul>
        <h3>Information from other services</h3>
        <p>
          If you connect Facebook, Dropbox or Google, we receive only what you allow: the photos and files you choose to
          import and the details needed to fetch them. Payments are handled by our payment processor; we never see or
          store your full card number.
        </p>
        <h3>Cookies and device storage</h3>
        <p>
          We use one cookie, which keeps you signed in. It cannot be read by scripts on the page and is not used for
          advertising or tracking across other sites. We also remember a few settings on your device, such as whether
          someone has signed in on it before and how you like the screen laid out. These stay on your device.
        </p>
      </>
    ),
  },
  {
    id: 'faces',
    title: 'Photo storage and automatic face recognition',
    body: (
      <>
        <p>
          When a photo is uploaded, Heirloom automatically looks for faces in it. For each face it stores where the face
          is in the picture and a numerical description of the face, and compares that description with the other faces
          in the same family library. This is how Heirloom groups photos of the same person and suggests who someone is.
        </p>
        <ul>
          <li>Face data is used only to organise photos inside your family’s library. It is never used to identify people outside it, never sold and never used for advertising.</li>
          <li>A face only gets a name when you or a relative give it one.</li>
          <li>You can unlink a face from a person, tell Heirloom a face is not someone, or make it forget a face entirely.</li>
          <li>Deleting a photo deletes the face data taken from it. Deleting your account deletes all face data from your uploads.</li>
        </ul>
        <p>
          Some laws treat face data as biometric information. We process it only to provide this feature. By uploading
          photos you confirm that you are entitled to share them, including the faces of the people in them; if someone
          asks not to be recognised, please forget their face or remove the photos, or write to us at {mail} and we will
          help.
        </p>
        <p>
          Your files are stored in private cloud storage that is not reachable from the public internet. They travel
          only over encrypted connections, and are shown to a browser only through short-lived links given to people
          who are allowed to see them.
        </p>
      </>
    ),
  },
  {
    id: 'use',
    title: 'How we use your information',
    body: (
      <ul>
        <li>To store, process and show your photos, documents and family tree, including reading dates and places, recognising faces and correcting images when you ask.</li>
        <li>To share what you choose with the relatives you invite.</li>
        <li>To send the notifications you have chosen, sign-in codes, invitations you ask us to send, and messages about your account and billing.</li>
        <li>To take payments, and to manage trials, renewals and refunds.</li>
        <li>To keep Heirloom secure, prevent abuse, and find and fix errors.</li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    title: 'Who can see your content',
    body: (
      <>
        <p>
          Nothing you upload is public. Your photos, documents and tree are visible to you and to the relatives who
          have joined your family sharing. Invitations are only sent when you ask us to send them.
        </p>
        <ul>
          <li>Relatives in your family sharing can view what you share, see your username as the uploader of each photo, and suggest or make corrections to the details of family members.</li>
          <li>They can download and print shared photos and documents for personal, family use, as set out in our Terms. Please share only what you are comfortable with your relatives keeping.</li>
          <li>If you remove someone from your family sharing, they lose access from then on. Copies they already downloaded or printed stay with them.</li>
        </ul>
        <p>
          We share information with companies that run parts of the service for us: cloud hosting and storage, e-mail
          and text message delivery, and payment processing. They may use it only to provide those services to us. We
          disclose information to authorities only where the law requires it. We do not sell personal information.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep information',
    body: (
      <p>
        We keep your account and content while your account exists. If a trial ends or you stop paying, your uploads
        remain so your family can still see them. Technical records and error reports are kept for a limited time to
        run and secure the service, then deleted. Copies in our backups are overwritten in the normal backup cycle,
        within 35 days.
      </p>
    ),
  },
  {
    id: 'deletion',
    title: 'Deleting your account',
    body: (
      <>
        <p>
          You can delete your account at any time from your profile. To make sure the request really comes from you, we
          e-mail you a link; your account is deleted only when that link is followed. Deletion then removes your
          account, your photos, videos and documents, and the face data taken from them.
        </p>
        <p>
          People, events and notes that relatives entered in their own trees belong to them and are not removed. If
          something a relative added about you concerns you, ask them to change it, or write to us at {mail}.
        </p>
      </>
    ),
  },
  {
    id: 'rights',
    title: 'Your rights and choices',
    body: (
      <>
        <p>
          You can see and correct your account details and family information at any time in Heirloom, download your
          photos and documents, change your notification settings, disconnect other services, and delete your account.
        </p>
        <p>
          Depending on where you live, you may also have the right to ask for a copy of your information, to object to
          or restrict how we use it, and to complain to a data protection authority. To make any request, write to{' '}
          {mail}. We will answer within 30 days.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: `Children under ${MINIMUM_AGE}`,
    body: (
      <p>
        Heirloom is not for children under {MINIMUM_AGE}, and they may not create an account. We do not knowingly
        collect information from children under {MINIMUM_AGE}. If you believe a child has created an account, write to{' '}
        {mail} and we will delete it. Photos of children and family information about them are added by adult family
        members, who are responsible for that content.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        If we change this policy, we will update the date at the top of this page. If a change affects how we use your
        information in a significant way, we will tell you by e-mail or in Heirloom before it takes effect.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: <p>Questions about privacy, or a request about your information: write to {mail}.</p>,
  },
];

export function Component() {
  return (
    <>
      <title>Privacy Policy · Heirloom</title>
      <LegalDocument
        title="Privacy Policy"
        lastUpdated={LEGAL_LAST_UPDATED}
        summary={
          <>
            <p>
              Your photos and family history are private: only the relatives you invite can see them. Heirloom
              recognises faces automatically to group photos by person, and uses that face data for nothing else.
            </p>
            <p>
              We never sell your information or show advertising. You can delete your account, and everything you
              uploaded, by following a link we e-mail you.
            </p>
          </>
        }
        sections={SECTIONS}
      />
    </>
  );
}
