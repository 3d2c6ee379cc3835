// The mean size (key + value bytes) of the committed records of a topic, read from its start: the record size
// kafka-bench.sh gives Kafka's producer performance tool, so that both send the same bytes a record.
//
//   java -cp CLASSPATH src/bench/KafkaRecordSize.java BOOTSTRAP TOPIC
import java.time.Duration;
import java.util.List;
import java.util.Properties;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;

public class KafkaRecordSize {
    public static void main(String[] args) {
        Properties p = new Properties();
        p.put("bootstrap.servers", args[0]);
        p.put("isolation.level", "read_committed");
        long records = 0;
        long bytes = 0;
        try (KafkaConsumer<byte[], byte[]> c = new KafkaConsumer<>(p, new ByteArrayDeserializer(),
                new ByteArrayDeserializer())) {
            List<TopicPartition> parts = c.partitionsFor(args[1]).stream()
                    .map(i -> new TopicPartition(args[1], i.partition())).toList();
            c.assign(parts);
            c.seekToBeginning(parts);
            var end = c.endOffsets(parts);
            while (parts.stream().anyMatch(tp -> c.position(tp) < end.get(tp))) {
                for (ConsumerRecord<byte[], byte[]> r : c.poll(Duration.ofMillis(500))) {
                    records++;
                    bytes += (r.key() == null ? 0 : r.key().length) + r.value().length;
                }
            }
        }
        System.out.println(records + " " + (records == 0 ? 0 : bytes / records));
    }
}
