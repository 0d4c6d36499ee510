import type { templatesEn } from './templates.en.ts';

/**
 * Notification templates in Hindi (glossary: docs/hindi-glossary.md). The same placeholders as the
 * English ones (templates-i18n.test.ts), except `{verb}` (English's was/were, which Hindi's
 * sentence does not need). SMS texts are what the Hindi DLT templates register (Unicode SMS).
 */
export const templatesHi: { [K in keyof typeof templatesEn]: string } = {
  'notify.footer': 'आपको यह संदेश {brand} पर आपके ऑर्डर या खाते के कारण मिला है। संदेश किन माध्यमों से मिलें, यह अपनी प्रोफ़ाइल में चुनें।',
  // Payment received
  'notify.payment_received.subject': '{service} के लिए भुगतान मिल गया (अनुरोध #{requestId})',
  'notify.payment_received.p1': 'नमस्ते {name},',
  'notify.payment_received.p2': 'हमें {service} के लिए आपका {amount} का भुगतान मिल गया है। आपका अनुरोध नंबर #{requestId} है।',
  'notify.payment_received.p3': 'आपका इनवॉइस या रसीद डाउनलोड के लिए तैयार है।',
  'notify.payment_received.action': 'इनवॉइस डाउनलोड करें',
  'notify.payment_received.sms': '{service} के लिए {amount} का भुगतान मिला, अनुरोध #{requestId}। इनवॉइस: {invoiceLink} - Anupalan',
  // Documents needed
  'notify.documents_needed.subject': '{service} के लिए दस्तावेज़ चाहिए (अनुरोध #{requestId})',
  'notify.documents_needed.p1': 'नमस्ते {name},',
  'notify.documents_needed.p2': '{service} (अनुरोध #{requestId}) पर काम शुरू करने के लिए हमें आपसे ये दस्तावेज़ चाहिए:',
  'notify.documents_needed.p4': 'इन्हें अपने खाते में अपलोड करें; दस्तावेज़ मिलते ही हम काम शुरू कर देंगे।',
  'notify.documents_needed.action': 'दस्तावेज़ अपलोड करें',
  'notify.documents_needed.sms': 'कृपया {service} के लिए अपने दस्तावेज़ अपलोड करें, अनुरोध #{requestId}: {uploadLink} - Anupalan',
  // Stage changed
  'notify.stage_changed.subject': 'अनुरोध #{requestId} ({service}): {stage}',
  'notify.stage_changed.p1': 'नमस्ते {name},',
  'notify.stage_changed.p2': '{service} के लिए आपका अनुरोध #{requestId} अब "{stage}" चरण में है।',
  'notify.stage_changed.action': 'मेरे अनुरोध में देखें',
  'notify.stage_changed.sms': '{service} के लिए आपका अनुरोध #{requestId} अब {stage} चरण में है। विवरण: {requestsLink} - Anupalan',
  // Deliverable ready
  'notify.deliverable_ready.subject': 'आपका {service} तैयार है (अनुरोध #{requestId})',
  'notify.deliverable_ready.p1': 'नमस्ते {name},',
  'notify.deliverable_ready.p2': '{service} (अनुरोध #{requestId}) का काम तैयार है। आप इसे अभी डाउनलोड कर सकते हैं।',
  'notify.deliverable_ready.action': 'डाउनलोड करें',
  'notify.deliverable_ready.sms': 'आपका {service} (अनुरोध #{requestId}) तैयार है। डाउनलोड करें: {downloadLink} - Anupalan',
  // Balance due
  'notify.balance_due.subject': '{service} के लिए {amount} की बकाया राशि (अनुरोध #{requestId})',
  'notify.balance_due.p1': 'नमस्ते {name},',
  'notify.balance_due.p2': '{service} (अनुरोध #{requestId}) के लिए {amount} की राशि बकाया है।',
  'notify.balance_due.action': 'बकाया राशि चुकाएँ',
  'notify.balance_due.sms': '{service} के लिए {amount} बकाया, अनुरोध #{requestId}। भुगतान करें: {payLink} - Anupalan',
  // Refund issued
  'notify.refund_issued.subject': '{amount} का रिफ़ंड जारी किया गया (ऑर्डर {orderId})',
  'notify.refund_issued.p1': 'नमस्ते {name},',
  'notify.refund_issued.p2': 'हमने ऑर्डर {orderId} के लिए {amount} रिफ़ंड कर दिए हैं। यह राशि 5 से 7 कार्य-दिवसों में आपके खाते में पहुँच जाएगी।',
  'notify.refund_issued.p3': 'क्रेडिट नोट: {creditNote}।',
  'notify.refund_issued.action': 'अपने भुगतान देखें',
  'notify.refund_issued.sms': 'ऑर्डर {orderId} के लिए {amount} का रिफ़ंड जारी किया गया। क्रेडिट नोट {creditNote} - Anupalan',
  // Partner approved
  'notify.partner_approved.subject': 'आपका {kind} आवेदन: स्वीकृत',
  'notify.partner_approved.p1': 'प्रिय {name},',
  'notify.partner_approved.p2':
    'Anupalan के साथ आपका {kind} आवेदन स्वीकृत हो गया है। {loginLink} पर अपने ईमेल पते ({email}) या मोबाइल नंबर ({mobile}) और अपने पासवर्ड से साइन इन करें।',
  'notify.partner_approved.action': 'साइन इन करें',
  'notify.partner_approved.sms':
    'Anupalan: आपका {kind} आवेदन स्वीकृत हो गया है। {loginLink} पर अपने मोबाइल नंबर और पासवर्ड से साइन इन करें। एक कदम बाकी है: अपने पार्टनर पेज {partnerLink} पर अपना ईमेल पता सत्यापित करें {referralNote}',
  // Partner rejected
  'notify.partner_rejected.subject': 'आपका {kind} आवेदन: स्वीकृत नहीं',
  'notify.partner_rejected.p1': 'प्रिय {name},',
  'notify.partner_rejected.p2': 'Anupalan के साथ आपका {kind} आवेदन स्वीकृत नहीं हुआ है।',
  'notify.partner_rejected.p3': 'कारण: {reason}',
  'notify.partner_rejected.sms': 'Anupalan: आपका {kind} आवेदन स्वीकृत नहीं हुआ है। कारण: {reason}',
  // Reminder: documents still missing
  'notify.documents_reminder.subject': 'याद दिलाना: {service} के लिए दस्तावेज़ अब भी चाहिए (अनुरोध #{requestId})',
  'notify.documents_reminder.p1': 'नमस्ते {name},',
  'notify.documents_reminder.p2':
    '{service} (अनुरोध #{requestId}) के लिए आपके भुगतान को {days} दिन हो गए हैं, और हमें अब भी ये दस्तावेज़ चाहिए:',
  'notify.documents_reminder.p4': 'इनके अपलोड होते ही हम काम शुरू कर सकते हैं।',
  'notify.documents_reminder.action': 'दस्तावेज़ अपलोड करें',
  'notify.documents_reminder.sms':
    'याद दिलाना: {service} के लिए दस्तावेज़ अब भी चाहिए, अनुरोध #{requestId}। अपलोड करें: {uploadLink} - Anupalan',
  // Compliance calendar: due date coming
  'notify.calendar_reminder.subject': '{subject} का {filing} {dueDate} तक देय है',
  'notify.calendar_reminder.p1': 'नमस्ते {name},',
  'notify.calendar_reminder.p2': '{subject} ({period}) का {filing} {dueDate} तक देय है, यानी {days} दिन में।',
  'notify.calendar_reminder.p3':
    'कुछ ही क्लिक में इसे हमारे साथ फ़ाइल करें, या अगर यह फ़ाइलिंग आप पर लागू नहीं होती, तो इसे अपने कैलेंडर में म्यूट कर दें।',
  'notify.calendar_reminder.action': 'मेरा कैलेंडर खोलें',
  'notify.calendar_reminder.sms': '{subject} का {filing} {dueDate} तक देय है। अभी फ़ाइल करें: {calendarLink} - Anupalan',
  // Compliance calendar: the month ahead
  'notify.calendar_digest.subject': '{month} में आपकी देय तिथियाँ',
  'notify.calendar_digest.p1': 'नमस्ते {name},',
  'notify.calendar_digest.p2': 'आने वाले महीने में ये फ़ाइलिंग देय हैं:',
  'notify.calendar_digest.p4': 'म्यूट की गई फ़ाइलिंग इसमें शामिल नहीं हैं।',
  'notify.calendar_digest.action': 'मेरा कैलेंडर खोलें',
  'notify.calendar_digest.sms': '{month} की आपकी देय तिथियाँ आपके कैलेंडर में हैं: {calendarLink} - Anupalan',
  // Reminder: balance unpaid
  'notify.balance_reminder.subject': 'याद दिलाना: {service} के लिए {amount} की बकाया राशि (अनुरोध #{requestId})',
  'notify.balance_reminder.p1': 'नमस्ते {name},',
  'notify.balance_reminder.p2': 'आपका {service} (अनुरोध #{requestId}) तैयार है, और {amount} की राशि का भुगतान अभी बाकी है।',
  'notify.balance_reminder.action': 'बकाया राशि चुकाएँ',
  'notify.balance_reminder.sms': 'याद दिलाना: {service} के लिए {amount} बकाया, अनुरोध #{requestId}। भुगतान करें: {payLink} - Anupalan',
  // Where your order stands (weekly)
  'notify.weekly_status.subject': 'आपका ऑर्डर कहाँ तक पहुँचा: {service} (अनुरोध #{requestId})',
  'notify.weekly_status.p1': 'नमस्ते {name},',
  'notify.weekly_status.p2': '{service} के लिए आपका अनुरोध #{requestId} {since} से "{stage}" चरण में है। हम इसे भूले नहीं हैं।',
  'notify.weekly_status.action': 'मेरे अनुरोध खोलें',
  'notify.weekly_status.sms': 'अनुरोध #{requestId} ({service}) {since} से {stage} चरण में है। विवरण: {requestsLink} - Anupalan',
  // Sign-in identifier changed (security notice, to the old addresses)
  'notify.identifier_changed.subject': 'आपके Anupalan खाते का {what} बदला गया',
  'notify.identifier_changed.p1':
    'आपके Anupalan {account} का {what}{detail} {when} IST पर बदला गया, और इसके बाकी सत्रों से साइन आउट कर दिया गया।',
  'notify.identifier_changed.p2':
    'अगर यह बदलाव आपने नहीं किया, तो इसकी सूचना देने के लिए तुरंत {supportEmail} या {supportPhone} पर हमसे संपर्क करें।',
  'notify.identifier_changed.sms':
    'Anupalan: आपके खाते का {short} {when} IST पर बदला गया और बाकी सत्रों से साइन आउट कर दिया गया। आपने नहीं किया? तुरंत {supportEmail} या {supportPhone} पर संपर्क करें',
  // Milestone late (to its owner, then the admins)
  'notify.milestone_late.subject': 'देरी: अनुरोध #{requestId} ({service}) पर {milestone}',
  'notify.milestone_late.p1': 'नमस्ते {name},',
  'notify.milestone_late.p2':
    '{service} के अनुरोध #{requestId} का पड़ाव "{milestone}" {expected} तक अपेक्षित था और {days} कार्य-दिवस की देरी से चल रहा है।',
  'notify.milestone_late.p3': 'अनुरोध के पेज से इसे आगे बढ़ाएँ, या किसी नोट के साथ किसी और को सौंप दें।',
  'notify.milestone_late.action': 'अनुरोध खोलें',
  'notify.milestone_late.sms':
    'देरी: अनुरोध #{requestId} पर {milestone}, {expected} से {days} कार्य-दिवस ऊपर। {requestLink} - Anupalan',
  // New expected date (a late milestone, to the customer)
  'notify.milestone_delayed.subject': 'अनुरोध #{requestId} ({service}): अब {expected} तक अपेक्षित',
  'notify.milestone_delayed.p1': 'नमस्ते {name},',
  'notify.milestone_delayed.p2': '{service} के लिए आपके अनुरोध #{requestId} का "{milestone}" अब {expected} तक अपेक्षित है।',
  'notify.milestone_delayed.p3': 'कारण: {reason}',
  'notify.milestone_delayed.action': 'मेरे अनुरोध में देखें',
  'notify.milestone_delayed.sms':
    'आपका अनुरोध #{requestId}: {milestone} अब {expected} तक अपेक्षित। विवरण: {requestsLink} - Anupalan',
  // Your expert (a request assigned or handed over)
  'notify.expert_assigned.subject': '{expert} आपका अनुरोध #{requestId} ({service}) संभाल रहे हैं',
  'notify.expert_assigned.p1': 'नमस्ते {name},',
  'notify.expert_assigned.p2':
    '{expert} ({role}) अब {service} के लिए आपका अनुरोध #{requestId} संभाल रहे हैं। आपने हमें जो कुछ भी भेजा है, वह इसी अनुरोध के साथ रहेगा।',
  'notify.expert_assigned.action': 'मेरे अनुरोध में देखें',
  'notify.expert_assigned.sms':
    '{expert} ({role}) अब {service} के लिए आपका अनुरोध #{requestId} संभाल रहे हैं। {requestsLink} - Anupalan',
  // New message on a request
  'notify.message_received.subject': '{service} के बारे में नया संदेश (अनुरोध #{requestId})',
  'notify.message_received.p1': 'नमस्ते {name},',
  'notify.message_received.p2': '{from} ने {service} के लिए आपके अनुरोध #{requestId} के बारे में लिखा है:',
  'notify.message_received.action': 'पढ़ें और जवाब दें',
  'notify.message_received.sms': 'आपके अनुरोध #{requestId} ({service}) के बारे में नया संदेश। पढ़ें: {threadLink} - Anupalan',
  // Customer message
  'notify.message_for_team.subject': 'अनुरोध #{requestId} ({service}) पर ग्राहक का संदेश',
  'notify.message_for_team.p1': 'नमस्ते {name},',
  'notify.message_for_team.p2': '{customer} ने {service} के अनुरोध #{requestId} पर लिखा है:',
  'notify.message_for_team.action': 'अनुरोध खोलें',
  'notify.message_for_team.sms': 'अनुरोध #{requestId} ({service}) पर ग्राहक का संदेश: {threadLink} - Anupalan',
  // Customer message unanswered
  'notify.message_waiting.subject': '{since} से जवाब बाकी: अनुरोध #{requestId} ({service})',
  'notify.message_waiting.p1': 'नमस्ते {name},',
  'notify.message_waiting.p2': '{customer} {since} से {service} के अनुरोध #{requestId} पर जवाब की प्रतीक्षा कर रहे हैं:',
  'notify.message_waiting.action': 'अभी जवाब दें',
  'notify.message_waiting.sms': 'अनुरोध #{requestId} ({service}) पर {since} से जवाब की प्रतीक्षा है: {threadLink} - Anupalan',
  // Document needs re-upload
  'notify.document_rejected.subject': 'कृपया {document} फिर से अपलोड करें (अनुरोध #{requestId})',
  'notify.document_rejected.p1': 'नमस्ते {name},',
  'notify.document_rejected.p2': 'हम {service} (अनुरोध #{requestId}) के लिए {document} स्वीकार नहीं कर सके।',
  'notify.document_rejected.p3': 'कारण: {reason}',
  'notify.document_rejected.p4': 'कृपया इसे अपने खाते में फिर से अपलोड करें।',
  'notify.document_rejected.action': 'फिर से अपलोड करें',
  'notify.document_rejected.sms': 'कृपया अनुरोध #{requestId} के लिए {document} फिर से अपलोड करें: {reason}। {uploadLink} - Anupalan',
  // Complaint received (ticket number)
  'notify.grievance_received.subject': 'आपकी शिकायत दर्ज हो गई है: टिकट {ticketNo}',
  'notify.grievance_received.p1': 'नमस्ते {name},',
  'notify.grievance_received.p2': 'हमारे शिकायत अधिकारी को आपकी शिकायत ({category}) मिल गई है। आपका टिकट नंबर {ticketNo} है।',
  'notify.grievance_received.p3':
    'हम {ackBy} IST तक इसकी पावती देंगे और {resolveBy} तक इसका समाधान करेंगे। टिकट के पेज पर इसकी स्थिति और हमारे जवाब देखें।',
  'notify.grievance_received.action': 'अपना टिकट खोलें',
  'notify.grievance_received.sms': 'Anupalan: आपकी शिकायत दर्ज हो गई है, टिकट {ticketNo}। स्थिति देखें: {ticketLink}',
  // Complaint: reply or new status
  'notify.grievance_update.subject': 'आपकी शिकायत {ticketNo}: {status}',
  'notify.grievance_update.p1': 'नमस्ते {name},',
  'notify.grievance_update.p2': 'शिकायत अधिकारी ने आपकी शिकायत {ticketNo} ({status}) के बारे में लिखा है:',
  'notify.grievance_update.action': 'अपना टिकट खोलें',
  'notify.grievance_update.sms': 'Anupalan: आपकी शिकायत {ticketNo} ({status}) पर नई जानकारी। पढ़ें: {ticketLink}',
  // Complaint overdue (to admins)
  'notify.grievance_escalated.subject': 'समय-सीमा पार शिकायत {ticketNo}: {clock}',
  'notify.grievance_escalated.p1': 'नमस्ते {name},',
  'notify.grievance_escalated.p2':
    'शिकायत {ticketNo} की {clock} की समय-सीमा ({due} IST) निकल चुकी है। यह समय कानून तय करता है: कृपया इसे अभी देखें।',
  'notify.grievance_escalated.action': 'शिकायत खोलें',
  'notify.grievance_escalated.sms': 'Anupalan: शिकायत {ticketNo} की समय-सीमा निकल चुकी है ({clock})। खोलें: {queueLink}',
  // Words and phrases inside variables.
  // document_requested
  'notify.document_requested.subject': 'कृपया {document} अपलोड करें (अनुरोध #{requestId})',
  'notify.document_requested.p1': 'नमस्ते {name},',
  'notify.document_requested.p2': '{service} (अनुरोध #{requestId}) पर आगे काम करने के लिए हमें आपसे एक और दस्तावेज़ चाहिए: {document}।',
  'notify.document_requested.p3': 'कारण: {reason}',
  'notify.document_requested.p4': 'कृपया इसे अपने खाते में अपलोड करें।',
  'notify.document_requested.action': 'अपलोड करें',
  'notify.document_requested.sms': 'कृपया अनुरोध #{requestId} के लिए {document} अपलोड करें: {reason}। {uploadLink} - Anupalan',
  // refund_request_approved
  'notify.refund_request_approved.subject': 'आपका {amount} का रिफ़ंड स्वीकृत है (अनुरोध #{requestId})',
  'notify.refund_request_approved.p1': 'नमस्ते {name},',
  'notify.refund_request_approved.p2': 'हमने अनुरोध #{requestId} को रद्द करना और {amount} का रिफ़ंड स्वीकृत कर दिया है।',
  'notify.refund_request_approved.p3':
    'रिफ़ंड उसी तरीके से लौटेगा जिससे आपने भुगतान किया था; पेमेंट गेटवे की पुष्टि होते ही हम GST क्रेडिट नोट के साथ आपको फिर बताएँगे। "मेरे अनुरोध" में इसकी स्थिति दिखती है।',
  'notify.refund_request_approved.action': 'मेरे अनुरोध देखें',
  'notify.refund_request_approved.sms': 'Anupalan: अनुरोध #{requestId} के लिए {amount} का रिफ़ंड स्वीकृत। स्थिति देखें: {requestsLink}',
  // refund_request_refused
  'notify.refund_request_refused.subject': 'अनुरोध #{requestId} के लिए आपका रिफ़ंड अनुरोध स्वीकृत नहीं हुआ',
  'notify.refund_request_refused.p1': 'नमस्ते {name},',
  'notify.refund_request_refused.p2': 'हम अनुरोध #{requestId} को रद्द करने और रिफ़ंड का आपका अनुरोध स्वीकृत नहीं कर सके। कारण:',
  'notify.refund_request_refused.p4':
    'आपका अनुरोध खुला रहेगा और हम काम जारी रखेंगे। अगर आप सहमत नहीं हैं, तो हमारे शिकायत अधिकारी को लिख सकते हैं।',
  'notify.refund_request_refused.action': 'मेरे अनुरोध देखें',
  'notify.refund_request_refused.sms': 'Anupalan: अनुरोध #{requestId} के लिए आपका रिफ़ंड अनुरोध स्वीकृत नहीं हुआ। कारण देखें: {requestsLink}',
  // data_export_ready
  'notify.data_export_ready.subject': 'आपका डेटा डाउनलोड के लिए तैयार है',
  'notify.data_export_ready.p1': 'नमस्ते {name},',
  'notify.data_export_ready.p2':
    'आपने अपने डेटा की जो प्रति माँगी थी, वह तैयार है। इसे अपनी प्रोफ़ाइल से डाउनलोड करें; लिंक {until} तक काम करेगा।',
  'notify.data_export_ready.p3': 'अगर आपने यह नहीं माँगा था, तो तुरंत हमसे संपर्क करें।',
  'notify.data_export_ready.action': 'अपना डेटा डाउनलोड करें',
  'notify.data_export_ready.sms': 'Anupalan: आपका डेटा एक्सपोर्ट {until} तक तैयार है। इसे अपनी प्रोफ़ाइल से डाउनलोड करें: {exportLink}',
  // account_erased
  'notify.account_erased.subject': 'आपका खाता हटा दिया गया है',
  'notify.account_erased.p1': 'नमस्ते {name},',
  'notify.account_erased.p2': 'आपके कहने पर आपका खाता हटा दिया गया है। हमने यह मिटाया:',
  'notify.account_erased.p4': 'क़ानून के अनुसार हमें ये रिकॉर्ड रखने होते हैं, और केवल बताई गई तारीख़ तक:',
  'notify.account_erased.p6': 'अब आप इस खाते में साइन इन नहीं कर सकते।',
  'notify.account_erased.sms': 'Anupalan: आपके कहने पर आपका खाता हटा दिया गया है। अब आप इसमें साइन इन नहीं कर सकते।',
  'notify.value.emailAddress': 'ईमेल पता',
  'notify.value.mobileNumber': 'मोबाइल नंबर',
  'notify.value.emailAndMobile': 'ईमेल पता और मोबाइल नंबर',
  'notify.value.emailAndMobileShort': 'ईमेल और मोबाइल नंबर',
  'notify.value.account': 'खाते',
  'notify.value.partnerAccount': 'पार्टनर खाते',
  'notify.value.newAddress': ' (नया: {address})',
  'notify.value.reseller': 'रीसेलर',
  'notify.value.serviceProvider': 'सेवा प्रदाता',
  'notify.value.referral': 'आपका रेफ़रल कोड {code} है। जो ग्राहक चेकआउट पर इसे दर्ज करते हैं, उन्हें छूट मिलती है।',
  'notify.value.referralNote': 'रेफ़रल कोड: {code}',
  'notify.value.stage.paid': 'भुगतान हो गया',
  'notify.value.stage.documentsReceived': 'दस्तावेज़ मिल गए',
  'notify.value.stage.inProgress': 'काम जारी है',
  'notify.value.stage.completed': 'पूरा हुआ',
  'notify.value.grievance.received': 'मिल गई',
  'notify.value.grievance.acknowledged': 'पावती दी गई',
  'notify.value.grievance.resolved': 'समाधान हुआ',
  'notify.value.grievance.closed': 'बंद',
  'notify.value.clock.ack': 'पावती (48 घंटे)',
  'notify.value.clock.resolve': 'समाधान (एक महीना)',
  'notify.value.expert': 'Anupalan विशेषज्ञ',
  'notify.value.partnerProfessional': 'पार्टनर प्रोफ़ेशनल',
};
